/**
 * The first lines of the head of every page the build writes beside the app (the public site, the
 * bridge self-check): the character set, the mobile viewport, the content security policy in a
 * meta tag (hosts that add no header still get it) and no referrer. Indented for the head.
 */
export function baseHead(csp: string): string {
  return `<meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
    <meta http-equiv="Content-Security-Policy" content="${csp}" />
    <meta name="referrer" content="no-referrer" />`;
}
