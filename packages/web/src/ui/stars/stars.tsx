import { type KeyboardEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { StarIcon } from '../icons/icons';
import './stars.css';

export interface StarsProps {
  /** Chosen stars, 0 for none. */
  value: number;
  onChange: (value: number) => void;
  count?: number;
  /** The group's accessible name; defaults to the kit's "Rating". */
  label?: string;
  disabled?: boolean;
  /** `data-testid` of every star. */
  testId?: string;
}

/**
 * A rating as a radio group: stars up to the chosen one are filled. Tap a star, or use the arrow
 * keys, Home and End (one tab stop for the group).
 */
export function Stars({
  value,
  onChange,
  count = 5,
  label,
  disabled = false,
  testId = 'rating-star',
}: StarsProps) {
  const { t } = useTranslation('ui');
  const stars = useRef<(HTMLButtonElement | null)[]>([]);
  const focusIndex = value >= 1 && value <= count ? value - 1 : 0;

  const choose = (next: number) => {
    const clamped = Math.min(count, Math.max(1, next));
    stars.current[clamped - 1]?.focus();
    if (clamped !== value) onChange(clamped);
  };

  const onKeyDown = (event: KeyboardEvent, star: number) => {
    const moves: Record<string, number> = {
      ArrowRight: star + 1,
      ArrowUp: star + 1,
      ArrowLeft: star - 1,
      ArrowDown: star - 1,
      Home: 1,
      End: count,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    choose(next);
  };

  return (
    <div role="radiogroup" aria-label={label ?? t('stars.label')} className="ui-stars">
      {Array.from({ length: count }, (_, index) => {
        const star = index + 1;
        const filled = star <= value;
        return (
          // biome-ignore lint/a11y/useSemanticElements: a star button with the radio role and a roving tabindex (arrows, Home, End) styles reliably on old WebViews
          <button
            // biome-ignore lint/suspicious/noArrayIndexKey: stars are positions, the index is the identity
            key={index}
            ref={(element) => {
              stars.current[index] = element;
            }}
            type="button"
            role="radio"
            aria-checked={star === value}
            aria-label={t('stars.star', { value: star, count })}
            tabIndex={index === focusIndex ? 0 : -1}
            disabled={disabled}
            className={filled ? 'ui-star is-filled' : 'ui-star'}
            data-filled={filled}
            data-testid={testId}
            onClick={() => choose(star)}
            onKeyDown={(event) => onKeyDown(event, star)}
          >
            <StarIcon />
          </button>
        );
      })}
    </div>
  );
}
