/**
 * Whether a page outside the API can be shown (the embedded agreement of `/Policy`): a frame fires
 * `load` for the browser's own error page too, so the frame alone cannot tell. On the pages' own
 * origin the answer's status is read (a 404 is not the agreement); on another origin the request
 * is opaque (`no-cors`), and any answer means the host is there. No answer within `timeoutMs`, a
 * network failure or an error status: false. Imported by path: it needs none of the API client.
 */
export async function reachable(url: string, timeoutMs: number): Promise<boolean> {
  const target = new URL(url, window.location.href);
  const sameOrigin = target.origin === window.location.origin;
  const abort = typeof AbortController === 'function' ? new AbortController() : null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => {
      abort?.abort();
      resolve(false);
    }, timeoutMs);
  });
  const answer = fetch(target.href, {
    mode: sameOrigin ? 'same-origin' : 'no-cors',
    cache: 'no-store',
    credentials: 'omit',
    referrerPolicy: 'no-referrer',
    ...(abort ? { signal: abort.signal } : {}),
  }).then(
    (response) => (sameOrigin ? response.ok : true),
    () => false,
  );
  try {
    return await Promise.race([answer, late]);
  } finally {
    clearTimeout(timer);
  }
}
