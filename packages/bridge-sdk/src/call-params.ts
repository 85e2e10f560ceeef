import type { BridgeMethodName } from './contract/methods.js';
import { contract } from './method-table.js';
import { openableUrl, telNumber } from './url-rule.js';

/**
 * @internal The params a call sends (given as the page passed them, any value), or `undefined` when the contract refuses them (the call then
 * fails with `INVALID_ARGS` and nothing is sent). What is checked is what is sent: `openPage`
 * sends the normalised absolute URL the URL rule passed, never the page's raw string, and `call`
 * the number reduced to `+` and digits.
 *
 * @param pageUrl - the page's address, against which a relative URL is resolved
 * @param schemes - the brand's app schemes (`BridgeOptions.schemes`)
 */
export function checkedParams(
  method: BridgeMethodName,
  params: Record<string, unknown>,
  pageUrl: string | undefined,
  schemes: string[] | undefined,
): Record<string, unknown> | undefined {
  if (!contract[method].params(params)) return;
  // Only openPage's params may hold a `url` (the others are closed objects without one).
  if (params.url) {
    const url = openableUrl(params.url, pageUrl, schemes);
    return url ? { ...params, url } : undefined;
  }
  return method === 'call' ? { phone: telNumber(params.phone as string) } : params;
}
