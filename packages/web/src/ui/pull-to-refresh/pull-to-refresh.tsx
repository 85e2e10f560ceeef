import { type ReactNode, type TouchEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  PULL_TO_REFRESH_DAMPING,
  PULL_TO_REFRESH_DISTANCE,
  PULL_TO_REFRESH_FALLBACK_MS,
} from '../constants';
import './pull-to-refresh.css';

export interface PullToRefreshProps {
  onRefresh: () => Promise<unknown>;
  children: ReactNode;
  testId?: string;
}

type Phase = 'idle' | 'pull' | 'release' | 'refreshing';

/** Height (px) the content is held down while refreshing (the indicator's height). */
const HEAD_PX = 40;
/** Movement (px) before a touch counts as a pull, a scroll or a sideways swipe. */
const AXIS_SLOP = 4;

/**
 * How far the content follows a pull of `dy` px: one to one up to the refresh distance, then
 * half as fast, never more than PULL_TO_REFRESH_DAMPING.
 */
export function pullOffset(dy: number): number {
  if (dy <= 0) return 0;
  if (dy <= PULL_TO_REFRESH_DISTANCE) return dy;
  const slowed = PULL_TO_REFRESH_DISTANCE + (dy - PULL_TO_REFRESH_DISTANCE) / 2;
  return Math.min(PULL_TO_REFRESH_DAMPING, slowed);
}

function pageAtTop(): boolean {
  return (window.scrollY || document.documentElement.scrollTop || 0) <= 0;
}

/**
 * Pull down at the top of the page and release past PULL_TO_REFRESH_DISTANCE to call `onRefresh`.
 * The refreshing state ends when it settles, or after PULL_TO_REFRESH_FALLBACK_MS at the latest.
 */
export function PullToRefresh({ onRefresh, children, testId }: PullToRefreshProps) {
  const { t } = useTranslation('ui');
  const [phase, setPhaseState] = useState<Phase>('idle');
  const phaseRef = useRef<Phase>('idle');
  const track = useRef<HTMLDivElement>(null);
  const touch = useRef<{ x: number; y: number; decided: boolean } | null>(null);
  const fallback = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const generation = useRef(0);

  const setPhase = (next: Phase) => {
    phaseRef.current = next;
    setPhaseState(next);
  };

  const moveTo = (px: number, follow: boolean) => {
    const element = track.current;
    if (!element) return;
    element.classList.toggle('is-following', follow);
    element.style.transform = px > 0 ? `translate3d(0, ${px}px, 0)` : '';
  };

  useEffect(
    () => () => {
      generation.current += 1;
      clearTimeout(fallback.current);
    },
    [],
  );

  const refresh = () => {
    setPhase('refreshing');
    moveTo(HEAD_PX, false);
    generation.current += 1;
    const run = generation.current;
    const finish = () => {
      if (generation.current !== run) return;
      generation.current += 1;
      clearTimeout(fallback.current);
      moveTo(0, false);
      setPhase('idle');
    };
    fallback.current = setTimeout(finish, PULL_TO_REFRESH_FALLBACK_MS);
    try {
      Promise.resolve(onRefresh()).then(finish, finish);
    } catch {
      finish();
    }
  };

  const onTouchStart = (event: TouchEvent) => {
    const point = event.touches[0];
    if (!point || phaseRef.current === 'refreshing' || !pageAtTop()) return;
    touch.current = { x: point.clientX, y: point.clientY, decided: false };
  };

  const onTouchMove = (event: TouchEvent) => {
    const start = touch.current;
    const point = event.touches[0];
    if (!start || !point) return;
    const dy = point.clientY - start.y;
    if (!start.decided) {
      const dx = Math.abs(point.clientX - start.x);
      if (dx < AXIS_SLOP && Math.abs(dy) < AXIS_SLOP) return;
      if (dy <= 0 || dx > dy) {
        // Scrolling the page or swiping sideways: not a pull.
        touch.current = null;
        return;
      }
      start.decided = true;
    }
    const offset = pullOffset(dy);
    moveTo(offset, true);
    const next: Phase =
      offset >= PULL_TO_REFRESH_DISTANCE ? 'release' : offset > 0 ? 'pull' : 'idle';
    if (next !== phaseRef.current) setPhase(next);
  };

  const onTouchEnd = () => {
    if (!touch.current) return;
    touch.current = null;
    if (phaseRef.current === 'release') {
      refresh();
      return;
    }
    moveTo(0, false);
    if (phaseRef.current !== 'idle') setPhase('idle');
  };

  const text = phase === 'idle' ? '' : t(`pull.${phase}`);

  return (
    // No overflow clipping here: it would stop sticky children (a BottomBar) from sticking. The
    // indicator above the content is empty while idle.
    <div
      className="ui-ptr"
      data-testid={testId}
      onTouchStart={onTouchStart}
      onTouchMove={onTouchMove}
      onTouchEnd={onTouchEnd}
      onTouchCancel={onTouchEnd}
    >
      <div ref={track} className="ui-ptr-track ui-anim" data-phase={phase}>
        <div className="ui-ptr-head" aria-live="polite">
          {phase === 'refreshing' ? (
            <span className="ui-spinner ui-spinner-small" aria-hidden="true" />
          ) : null}
          {text}
        </div>
        {children}
      </div>
    </div>
  );
}
