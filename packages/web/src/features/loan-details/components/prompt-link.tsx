import type { ReactNode } from 'react';

interface Props {
  /** The sentence before the link ("Need more time?"). */
  prompt: ReactNode;
  className: string;
  testId: string;
  onClick: () => void;
  children: ReactNode;
}

/** A sentence followed by a link-styled button: the quieter way on beside the main buttons. */
export function PromptLink({ prompt, className, testId, onClick, children }: Props) {
  return (
    <p className={className}>
      {prompt}{' '}
      <button type="button" className="ld-link" data-testid={testId} onClick={onClick}>
        {children}
      </button>
    </p>
  );
}
