import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { GRID_COLUMNS } from '../constants';
import { Grid, GridItem } from './grid';

describe('Grid', () => {
  it('has four columns by default and items that can be tapped', async () => {
    const onClick = vi.fn();
    render(
      <Grid testId="grid">
        <GridItem icon="₹" text="Repay" onClick={onClick} />
        <GridItem icon="?" text="Help" testId="help" />
      </Grid>,
    );
    expect(GRID_COLUMNS).toBe(4);
    expect(screen.getByTestId('grid').style.getPropertyValue('--ui-cols')).toBe('4');
    await userEvent.click(screen.getByRole('button', { name: /Repay/ }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('help').tagName).toBe('DIV');
  });

  it('takes another column count', () => {
    render(
      <Grid columns={3} testId="grid">
        <span />
      </Grid>,
    );
    expect(screen.getByTestId('grid').style.getPropertyValue('--ui-cols')).toBe('3');
  });
});
