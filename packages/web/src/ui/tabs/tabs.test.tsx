import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { TABS_PRERENDER, TABS_SWIPE_THRESHOLD, TABS_VISIBLE } from '../constants';
import { type TabItem, Tabs } from './tabs';

const five: TabItem[] = ['all', 'review', 'repay', 'paid', 'overdue'].map((key) => ({
  key,
  label: key.toUpperCase(),
}));

function Controlled({
  tabs = five,
  onChange,
}: {
  tabs?: TabItem[];
  onChange?: (k: string) => void;
}) {
  const [active, setActive] = useState(tabs[0]?.key ?? '');
  return (
    <Tabs
      tabs={tabs}
      active={active}
      onChange={(key) => {
        onChange?.(key);
        setActive(key);
      }}
      renderPane={(key) => <p>pane {key}</p>}
    />
  );
}

const WIDTH = 300;
function viewport() {
  const element = screen.getByTestId('tab-pane-all').parentElement?.parentElement as HTMLElement;
  Object.defineProperty(element, 'clientWidth', { value: WIDTH, configurable: true });
  return element;
}
function swipe(element: HTMLElement, dx: number, dy = 0) {
  fireEvent.touchStart(element, { touches: [{ clientX: 200, clientY: 100 }] });
  fireEvent.touchMove(element, { touches: [{ clientX: 200 + dx / 2, clientY: 100 + dy / 2 }] });
  fireEvent.touchMove(element, { touches: [{ clientX: 200 + dx, clientY: 100 + dy }] });
  fireEvent.touchEnd(element, { touches: [] });
}
const selected = () => screen.getByRole('tab', { selected: true }).textContent;

describe('Tabs', () => {
  it('exports the spec numbers', () => {
    expect([TABS_VISIBLE, TABS_SWIPE_THRESHOLD, TABS_PRERENDER]).toEqual([5, 0.3, 1]);
  });

  it('is a tablist whose tabs change on tap and control their panes', async () => {
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    expect(screen.getAllByRole('tab')).toHaveLength(5);
    expect(selected()).toBe('ALL');
    await userEvent.click(screen.getByRole('tab', { name: 'REPAY' }));
    expect(onChange).toHaveBeenCalledWith('repay');
    expect(selected()).toBe('REPAY');
    const tab = screen.getByRole('tab', { name: 'REPAY' });
    const pane = document.getElementById(tab.getAttribute('aria-controls') ?? '');
    expect(pane?.getAttribute('role')).toBe('tabpanel');
    expect(pane?.textContent).toBe('pane repay');
  });

  it('moves with the arrow keys, Home and End (one tab stop)', async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    expect(screen.getAllByRole('tab').filter((t) => t.tabIndex === 0)).toHaveLength(1);
    await user.tab();
    await user.keyboard('{ArrowRight}');
    expect(selected()).toBe('REVIEW');
    expect(document.activeElement?.textContent).toBe('REVIEW');
    await user.keyboard('{End}');
    expect(selected()).toBe('OVERDUE');
    await user.keyboard('{ArrowLeft}{Home}');
    expect(selected()).toBe('ALL');
  });

  it('shares the bar among up to five tabs and scrolls beyond', () => {
    const { unmount } = render(<Tabs tabs={five.slice(0, 2)} active="all" onChange={() => {}} />);
    expect(screen.getByRole('tablist').style.getPropertyValue('--ui-tab-w')).toBe('50%');
    unmount();
    const eight = [
      ...five,
      { key: 'a', label: 'A' },
      { key: 'b', label: 'B' },
      { key: 'c', label: 'C' },
    ];
    render(<Tabs tabs={eight} active="all" onChange={() => {}} />);
    expect(screen.getByRole('tablist').style.getPropertyValue('--ui-tab-w')).toBe('20%');
  });

  it('swipes to the neighbour only past 0.3 of the width', () => {
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    const element = viewport();
    swipe(element, -(WIDTH * TABS_SWIPE_THRESHOLD - 1));
    expect(onChange).not.toHaveBeenCalled();
    expect(selected()).toBe('ALL');
    swipe(element, -(WIDTH * TABS_SWIPE_THRESHOLD + 1));
    expect(onChange).toHaveBeenLastCalledWith('review');
    expect(selected()).toBe('REVIEW');
    swipe(element, WIDTH * 0.5);
    expect(selected()).toBe('ALL');
  });

  it('ignores swipes past the ends, vertical drags and disabled neighbours', () => {
    const onChange = vi.fn();
    const tabs = [five[0], { key: 'review', label: 'REVIEW', disabled: true }] as TabItem[];
    render(<Controlled tabs={tabs} onChange={onChange} />);
    const element = viewport();
    swipe(element, WIDTH);
    swipe(element, -20, 250);
    swipe(element, -WIDTH);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('renders the active pane and one neighbour each side only', async () => {
    render(<Controlled />);
    await userEvent.click(screen.getByRole('tab', { name: 'REPAY' }));
    const content = five.map((tab) => screen.getByTestId(`tab-pane-${tab.key}`).textContent);
    expect(content).toEqual(['', 'pane review', 'pane repay', 'pane paid', '']);
    expect(screen.getByTestId('tab-pane-review').hasAttribute('inert')).toBe(true);
    expect(screen.getByTestId('tab-pane-repay').hasAttribute('inert')).toBe(false);
  });
});
