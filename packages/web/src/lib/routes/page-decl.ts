import type { PageParams, PageSpec } from '@hybrid-loan/bridge-sdk/contract';
import type { EarlyRead } from '../http/early-request';
import { earlyReadOf, type PageCall } from '../http/page-call';
import { readPageParams } from './page-params';
import type { RouteDef } from './route-def';

/**
 * A page declared once: its contract row, the parameters it cannot show without, and its first
 * calls as data. The route's early read, the page's parameters and its frame's missing state all
 * come from here. The entry holds every declaration: keep them data.
 */
export interface PageDecl<S extends PageSpec> {
  readonly spec: S;
  /** Parameters without which the page shows its missing state (and sends nothing). */
  readonly required?: readonly S['params'][number][];
  /** The page's own rule beyond those (a positive amount, say): false shows the missing state. */
  readonly valid?: (page: PageParams<S>) => boolean;
  /** The page's first calls, first the one that brings its content. */
  readonly calls?: readonly PageCall<PageParams<S>>[];
}

/** Declares a page (a typed identity: the calls see the row's parameters). */
export function declarePage<S extends PageSpec>(
  spec: S,
  rest: Omit<PageDecl<S>, 'spec'> = {},
): PageDecl<S> {
  return { spec, ...rest };
}

/** Whether the page lacks what it needs: a required parameter, or what its first call needs. */
export function pageMissing<S extends PageSpec>(decl: PageDecl<S>, page: PageParams<S>): boolean {
  const values = page as { readonly [name: string]: string | boolean };
  if (decl.required?.some((name) => !values[name])) return true;
  if (decl.valid && !decl.valid(page)) return true;
  const first = decl.calls?.[0];
  return first !== undefined && first.params(page) === null;
}

/**
 * The early reads of the page for these parameters: each call its parameters can make, none when
 * they cannot make the first (the page's content). The page's own rules (`required`, `valid`)
 * decide its missing state, not what is read: the page asks for what its calls can ask.
 */
export function pageEarlyReads<S extends PageSpec>(
  decl: PageDecl<S>,
  page: PageParams<S>,
): EarlyRead[] {
  const [first, ...others] = (decl.calls ?? []).map((call) => earlyReadOf(call, page));
  if (!first) return [];
  return [first, ...others.flatMap((read) => read ?? [])];
}

/** The route of a declared page: its row, its lazy page and its early reads. */
export function pageRoute<S extends PageSpec>(
  decl: PageDecl<S>,
  load: RouteDef['load'],
  namespaces?: readonly string[],
): RouteDef {
  return {
    ...decl.spec,
    load,
    ...(namespaces ? { namespaces } : {}),
    ...(decl.calls
      ? { earlyRead: (q: URLSearchParams) => pageEarlyReads(decl, readPageParams(decl.spec, q)) }
      : {}),
  };
}
