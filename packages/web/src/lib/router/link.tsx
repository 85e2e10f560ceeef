import type { AnchorHTMLAttributes, ReactNode } from 'react';

/** An in-app link: a plain anchor to the hash route, so it works without JavaScript too. */
export function Link({
  to,
  children,
  ...rest
}: { to: string; children: ReactNode } & AnchorHTMLAttributes<HTMLAnchorElement>) {
  return (
    <a href={`#${to}`} {...rest}>
      {children}
    </a>
  );
}
