/**
 * The credentials of a remote WebDriver endpoint (a device cloud, a grid behind a login), from the
 * environment only: `WEBDRIVER_USERNAME` and `WEBDRIVER_ACCESS_KEY`, sent as HTTP Basic in a header.
 * They never go in a URL, a capability file, a report or a log line.
 */
export function remoteCredentials(env: NodeJS.ProcessEnv): Record<string, string> {
  const user = env.WEBDRIVER_USERNAME ?? '';
  const key = env.WEBDRIVER_ACCESS_KEY ?? '';
  if (!user && !key) return {};
  if (!user || !key)
    throw new Error(
      'remote: set both WEBDRIVER_USERNAME and WEBDRIVER_ACCESS_KEY (or neither, for an open grid)',
    );
  return { Authorization: `Basic ${Buffer.from(`${user}:${key}`).toString('base64')}` };
}
