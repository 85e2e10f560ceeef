// The helpers over the page table, apart from it: the table goes with every page's first load
// (the pages' entry reads it), these only where they are used.
import type { NativeRoute } from './native-routes.js';
import { PAGES, type PageSpec } from './pages.js';

/**
 * A page's hash path with parameters: `:name` segments filled (URI-encoded), the other non-empty
 * values as the query. For example `pageHref(PAGES.borrowDetail, { orderId: '7' })` is
 * `/borrowDetail/7`.
 *
 * @param spec - the page, e.g. `PAGES.loanDetails`
 * @param params - the values (none by default)
 * @public
 */
export function pageHref(
  spec: PageSpec,
  params: { readonly [name: string]: string | number | null | undefined } = {},
): string {
  const query = new URLSearchParams();
  const used: { [name: string]: true } = {};
  const path = spec.path.replace(/:(\w+)/g, (_, name: string) => {
    used[name] = true;
    return encodeURIComponent(String(params[name] ?? ''));
  });
  for (const [name, value] of Object.entries(params))
    if (!used[name] && value !== undefined && value !== null && value !== '')
      query.set(name, String(value));
  const q = query.toString();
  return q ? `${path}?${q}` : path;
}

/**
 * Where each native route lands in the web app (`#/path`), from the page table: what the SDK's
 * web fallback of `openPage({ route })` opens when no shell is there.
 *
 * @public
 */
export function nativeRoutePaths(): { [R in NativeRoute]?: string } {
  const out: { [R in NativeRoute]?: string } = {};
  for (const spec of Object.values(PAGES) as PageSpec[])
    if (spec.native) out[spec.native] = `#${spec.path}`;
  return out;
}
