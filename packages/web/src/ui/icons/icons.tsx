/** Small inline SVG icons (no icon font): decorative, hidden from assistive technology. */
import type { ReactNode } from 'react';

function Svg({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

/** A line icon of one path (24 x 24, drawn in the text colour). */
function LineIcon({ d, className }: { d: string; className?: string | undefined }) {
  return (
    <Svg className={className}>
      <path d={d} />
    </Svg>
  );
}

type IconProps = { className?: string };

export const CloseIcon = (p: IconProps) => <LineIcon d="M6 6l12 12M18 6L6 18" {...p} />;
export const BackIcon = (p: IconProps) => <LineIcon d="M15 5l-7 7 7 7" {...p} />;
export const ArrowIcon = (p: IconProps) => <LineIcon d="M9 5l7 7-7 7" {...p} />;
export const PlusIcon = (p: IconProps) => <LineIcon d="M12 5v14M5 12h14" {...p} />;
export const RetryIcon = (p: IconProps) => (
  <LineIcon d="M20 12a8 8 0 1 1-2.3-5.7M20 4v5h-5" {...p} />
);
export const CheckIcon = (p: IconProps) => <LineIcon d="M5 12l5 5 9-10" {...p} />;

export function StarIcon() {
  return (
    <svg viewBox="0 0 24 24" width="1em" height="1em" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z"
      />
    </svg>
  );
}
