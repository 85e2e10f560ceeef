import {
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
  useEffect,
  useId,
  useRef,
} from 'react';
import { TABS_PRERENDER, TABS_VISIBLE } from '../constants';
import { useTabSwipe } from './use-tab-swipe';
import './tabs.css';

export interface TabItem {
  key: string;
  label: ReactNode;
  disabled?: boolean;
}

export interface TabsProps {
  tabs: TabItem[];
  /** The active tab's key. */
  active: string;
  onChange: (key: string) => void;
  /**
   * A tab's pane. With it, panes sit under the bar and follow swipes; only the active one and
   * TABS_PRERENDER neighbours on each side are rendered.
   */
  renderPane?: (key: string) => ReactNode;
  testId?: string;
}

/** Tabs: up to TABS_VISIBLE share the bar, more scroll sideways; arrow keys move between them. */
export function Tabs({ tabs, active, onChange, renderPane, testId }: TabsProps) {
  const id = useId();
  const bar = useRef<HTMLDivElement>(null);
  const track = useRef<HTMLDivElement>(null);
  const index = Math.max(
    0,
    tabs.findIndex((tab) => tab.key === active),
  );

  const go = (to: number, focus: boolean) => {
    const tab = tabs[to];
    if (!tab || tab.disabled || to === index) return;
    if (focus) bar.current?.querySelectorAll<HTMLElement>('[role="tab"]')[to]?.focus();
    onChange(tab.key);
  };

  const swipe = useTabSwipe(track, index, tabs.length, (direction) => go(index + direction, false));

  // Keep the active tab in view when the bar scrolls.
  useEffect(() => {
    const element = bar.current;
    const tab = element?.querySelectorAll<HTMLElement>('[role="tab"]')[index];
    if (!element || !tab || element.scrollWidth <= element.clientWidth) return;
    element.scrollLeft = tab.offsetLeft - (element.clientWidth - tab.offsetWidth) / 2;
  }, [index]);

  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const to = moves[event.key];
    if (to === undefined) return;
    event.preventDefault();
    go(to, true);
  };

  const width = { '--ui-tab-w': `${100 / Math.min(tabs.length, TABS_VISIBLE)}%` } as CSSProperties;

  return (
    <div className="ui-tabs" data-testid={testId}>
      <div ref={bar} role="tablist" className="ui-tabs-bar" style={width} onKeyDown={onKeyDown}>
        {tabs.map((tab, i) => (
          <button
            key={tab.key}
            type="button"
            role="tab"
            id={`${id}-tab-${i}`}
            aria-selected={i === index}
            aria-controls={renderPane ? `${id}-pane-${i}` : undefined}
            tabIndex={i === index ? 0 : -1}
            disabled={tab.disabled}
            className="ui-tab"
            onClick={() => go(i, false)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {renderPane ? (
        <div className="ui-tabs-viewport" {...swipe}>
          <div ref={track} className="ui-tabs-track ui-anim">
            {tabs.map((tab, i) => (
              <div
                key={tab.key}
                role="tabpanel"
                id={`${id}-pane-${i}`}
                aria-labelledby={`${id}-tab-${i}`}
                className={i === index ? 'ui-tabs-pane is-active' : 'ui-tabs-pane'}
                inert={i !== index}
                data-testid={`tab-pane-${tab.key}`}
              >
                {Math.abs(i - index) <= TABS_PRERENDER ? renderPane(tab.key) : null}
              </div>
            ))}
          </div>
        </div>
      ) : null}
    </div>
  );
}
