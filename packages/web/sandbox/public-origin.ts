import type { IncomingHttpHeaders } from 'node:http';

const HOST = /^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The origin the page used: behind a proxy (a tunnel, the benchmark's TLS front) the host and
 * scheme it names in `X-Forwarded-Host` and `X-Forwarded-Proto` (well-formed ones only), else this
 * server's own `Host` over http. Absolute URLs in the sandbox's answers (the lender's logos) are
 * made on it, so they work for the page: an https page cannot show an http picture.
 */
export function publicOrigin(headers: IncomingHttpHeaders): string {
  const forwarded = headers['x-forwarded-host'];
  const host =
    typeof forwarded === 'string' && HOST.test(forwarded) ? forwarded : (headers.host ?? '');
  const proto = headers['x-forwarded-proto'];
  return `${proto === 'https' ? 'https' : 'http'}://${host}`;
}
