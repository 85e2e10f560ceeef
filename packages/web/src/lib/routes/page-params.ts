import { FLAG_PARAMS, type PageParams, type PageSpec } from '@hybrid-loan/bridge-sdk/contract';

/**
 * A page's parameters from its address, by the contract row: path parameters first, then the
 * query; text is '' when absent, a flag is true for `1` only. Only the row's names are read.
 */
export function readPageParams<S extends PageSpec>(
  spec: S,
  query: URLSearchParams,
  path: { readonly [name: string]: string | undefined } = {},
): PageParams<S> {
  const out: { [name: string]: string | boolean } = {};
  for (const name of spec.params) {
    const value = path[name] ?? query.get(name) ?? '';
    out[name] = (FLAG_PARAMS as readonly string[]).indexOf(name) >= 0 ? value === '1' : value;
  }
  return out as PageParams<S>;
}
