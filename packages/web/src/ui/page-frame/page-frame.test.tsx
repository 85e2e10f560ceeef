import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/http';
import { axeViolations } from '../../test/axe';
import { renderRoute } from '../../test/render-route';
import { type FrameQuery, PageFrame } from './page-frame';

function query(over: Partial<FrameQuery<string>>): FrameQuery<string> {
  return {
    data: undefined,
    isPending: false,
    isError: false,
    error: null,
    refetch: vi.fn(() => Promise.resolve()),
    ...over,
  };
}

describe('PageFrame', () => {
  it('shows the nav bar and static content', async () => {
    const onBack = vi.fn();
    await renderRoute(
      '/x',
      <PageFrame title="Help" onBack={onBack}>
        <p>content</p>
      </PageFrame>,
    );
    expect(screen.getByRole('heading', { name: 'Help' })).toBeTruthy();
    expect(screen.getByText('content')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Back' }));
    expect(onBack).toHaveBeenCalledOnce();
  });

  it("makes its title the document's while it shows, and gives the previous one back", async () => {
    document.title = 'RupeeNow';
    const view = await renderRoute(
      '/x',
      <PageFrame title="Detail Tagihan">
        <p>content</p>
      </PageFrame>,
    );
    expect(document.title).toBe('Detail Tagihan');
    view.unmount();
    expect(document.title).toBe('RupeeNow');
  });

  it('says which page details are missing and offers the way back, without rendering content', async () => {
    const onBack = vi.fn();
    const render = vi.fn(() => <p>loaded</p>);
    await renderRoute(
      '/x',
      <PageFrame
        title="Order"
        onBack={onBack}
        required={['p1', '']}
        missingMessage="No order given"
        query={query({ data: 'd' })}
      >
        {render}
      </PageFrame>,
    );
    expect(screen.getByRole('alert').textContent).toContain('No order given');
    expect(render).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    const backs = screen.getAllByRole('button', { name: 'Back' });
    await userEvent.setup().click(backs[backs.length - 1] as HTMLElement);
    expect(onBack).toHaveBeenCalledOnce();
  });

  it('falls back to the kit message when the page names none', async () => {
    await renderRoute(
      '/x',
      <PageFrame title="Order" required={[null]}>
        {null}
      </PageFrame>,
    );
    expect(screen.getByRole('alert').textContent).toContain('opened without the details');
  });

  it('shows a fixed-size loading skeleton while the query is pending', async () => {
    await renderRoute(
      '/x',
      <PageFrame title="Order" query={query({ isPending: true })}>
        {() => <p>loaded</p>}
      </PageFrame>,
    );
    expect(screen.getByTestId('page-loading')).toBeTruthy();
    expect(screen.queryByText('loaded')).toBeNull();
  });

  it('describes a failed query by its kind and retries through refetch', async () => {
    const failed = query({ isError: true, error: new ApiError('network', '/x', 'offline') });
    await renderRoute(
      '/x',
      <PageFrame title="Order" query={failed} errorExtra={<p>still here</p>}>
        {() => <p>loaded</p>}
      </PageFrame>,
    );
    expect(screen.getByRole('alert').textContent).toMatch(/connection|network|internet/i);
    expect(screen.getByText('still here')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(failed.refetch).toHaveBeenCalledOnce();
  });

  it('hands the loaded data to the page and marks a background refetch busy', async () => {
    await renderRoute(
      '/x',
      <PageFrame title="Order" testId="frame" query={query({ data: 'abc', isFetching: true })}>
        {(data) => <p>got {data}</p>}
      </PageFrame>,
    );
    expect(screen.getByText('got abc')).toBeTruthy();
    expect(screen.getByTestId('frame').getAttribute('aria-busy')).toBe('true');
  });

  it('is axe-clean in each state', async () => {
    const states: [string, FrameQuery<string>, unknown[]][] = [
      ['missing', query({}), ['']],
      ['loading', query({ isPending: true }), []],
      ['error', query({ isError: true, error: new ApiError('timeout', '/x', 'slow') }), []],
      ['content', query({ data: 'abc' }), []],
    ];
    for (const [name, q, required] of states) {
      await renderRoute(
        '/x',
        <PageFrame title="Order" required={required} query={q}>
          {(data) => <p>{data}</p>}
        </PageFrame>,
      );
      expect((await axeViolations()).map((v) => `${name} ${v}`)).toEqual([]);
      cleanup();
    }
  });
});
