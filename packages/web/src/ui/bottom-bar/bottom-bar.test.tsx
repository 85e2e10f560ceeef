import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Button } from '../button/button';
import { BottomBar } from './bottom-bar';

describe('BottomBar', () => {
  it('holds the page action', () => {
    render(
      <BottomBar testId="bar">
        <Button block>Pay now</Button>
      </BottomBar>,
    );
    expect(screen.getByTestId('bar').className).toBe('ui-bottom-bar');
    expect(screen.getByRole('button', { name: 'Pay now' })).toBeTruthy();
  });
});
