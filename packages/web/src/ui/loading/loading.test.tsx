import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { initI18n } from '../../lib/i18n';
import { Loading, PageLoading } from './loading';

afterEach(async () => {
  await initI18n('en-IN');
});

describe('Loading and PageLoading', () => {
  it('is a status with a spoken label from the ui texts', () => {
    render(<Loading />);
    expect(screen.getByRole('status').textContent).toBe('Loading…');
  });

  it('takes a label, and PageLoading centres a large one', () => {
    render(<PageLoading label="Fetching your loan" />);
    expect(screen.getByTestId('page-loading').textContent).toBe('Fetching your loan');
    expect(screen.getByRole('status').className).toContain('ui-loading-large');
  });

  it('is translated', async () => {
    await initI18n('zh-CN');
    render(<Loading />);
    expect(screen.getByRole('status').textContent).toBe('加载中…');
  });
});
