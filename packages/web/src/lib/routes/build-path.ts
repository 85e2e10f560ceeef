/** Builds `/path?a=1` from a path and params, skipping empty values (old links never carry `a=`). */
export function buildPath(
  path: string,
  params: Record<string, string | number | null | undefined> = {},
): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    if (value !== undefined && value !== null && value !== '') query.set(key, String(value));
  const s = query.toString();
  return s ? `${path}?${s}` : path;
}
