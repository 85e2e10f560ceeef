/** Where the sandbox answers the API on its origin (the brand's `appApi` path). */
export const API_BASE = '/volleys';

/** Where it serves files of its own under the API (logos, as a lender's CDN would). */
export const SANDBOX_ASSETS = `${API_BASE}/__sandbox-assets`;

/**
 * `data` with every sandbox file URL made absolute on the origin of the server that answers
 * `requestUrl`, as a lender's server names its CDN: a page on another origin than the API (the iOS
 * shell's, which serves the pages from the package on a scheme of its own) shows them too. On the
 * pages' own origin nothing changes but the form of the URL.
 */
export function withAssetOrigin(data: unknown, requestUrl: string): unknown {
  if (typeof data === 'string')
    return data.startsWith(`${SANDBOX_ASSETS}/`) ? new URL(data, requestUrl).href : data;
  if (Array.isArray(data)) return data.map((item) => withAssetOrigin(item, requestUrl));
  if (data && typeof data === 'object')
    return Object.fromEntries(
      Object.entries(data).map(([k, v]) => [k, withAssetOrigin(v, requestUrl)]),
    );
  return data;
}
