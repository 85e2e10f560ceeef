import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PageFrame } from '../page-frame/page-frame';
import { QueryView } from '../page-frame/query-view';
import { type KitActions, KitActionsProvider } from './kit-actions';

const failed = {
  data: undefined,
  isPending: false,
  isError: true,
  error: new Error('boom'),
  refetch: () => Promise.resolve(),
};

describe("the kit's actions come from the app", () => {
  it("leaves and describes errors with the app's actions, knowing neither bridge nor http", async () => {
    const actions: KitActions = {
      leave: vi.fn(),
      describeError: vi.fn((error: unknown) => `app says: ${(error as Error).message}`),
    };
    render(
      <KitActionsProvider value={actions}>
        <PageFrame title="Help" query={failed}>
          {() => <p>never</p>}
        </PageFrame>
      </KitActionsProvider>,
    );
    expect(screen.getByText('app says: boom')).toBeTruthy();
    await userEvent
      .setup()
      .click(screen.getAllByRole('button', { name: 'Back' })[0] as HTMLElement);
    expect(actions.leave).toHaveBeenCalledOnce();
  });

  it('refuses to render without the app giving them (a wiring mistake, said plainly)', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<QueryView query={failed}>{() => null}</QueryView>)).toThrow(
      'KitActionsProvider',
    );
  });
});
