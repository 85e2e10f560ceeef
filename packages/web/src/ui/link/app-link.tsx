import type { AnchorHTMLAttributes } from 'react';
import { type To, useHref, useLinkClickHandler } from 'react-router-dom';

export interface AppLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A path inside the app (the router's `to`). */
  to: To;
  /** Replace the current history entry instead of adding one. */
  replace?: boolean;
}

/**
 * A link to a page of the app: react-router's href and click handling (`useHref`,
 * `useLinkClickHandler`), without `<Link>`, whose prefetching and framework-mode code, of no use
 * to a hash router, would otherwise ride in the app shell.
 */
export function AppLink({ to, replace, onClick, target, ...rest }: AppLinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to, {
    ...(replace === undefined ? {} : { replace }),
    ...(target === undefined ? {} : { target }),
  });
  return (
    <a
      {...rest}
      href={href}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) navigate(event);
      }}
    />
  );
}
