/**
 * A JSON call to the panel's own server (its `/api/...` routes: the sandbox's control API, the
 * device's network). A refusal throws with the server's `error`, else the HTTP status.
 */
export async function panelApi(path: string, method = 'GET', body?: unknown): Promise<unknown> {
  const r = await fetch(path, {
    method,
    headers: { 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const json = (await r.json().catch(() => ({}))) as { error?: string };
  if (!r.ok) throw new Error(json.error ?? `HTTP ${r.status}`);
  return json;
}
