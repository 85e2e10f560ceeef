/** What a Selenium Grid 4 hub says of its nodes (`GET /status`). Other endpoints have no such list. */
export interface GridStatus {
  ready: boolean;
  nodes: { uri: string; availability: string; sessions: string[] }[];
}

interface RawStatus {
  value?: {
    ready?: boolean;
    nodes?: {
      uri?: string;
      availability?: string;
      slots?: { session?: { sessionId?: string } | null }[];
    }[];
  };
}

/** The hub's status; rejects when the endpoint has none in Selenium's shape (a device cloud). */
export async function gridStatus(
  gridUrl: string,
  headers: Record<string, string> = {},
): Promise<GridStatus> {
  const response = await fetch(`${gridUrl.replace(/\/$/, '')}/status`, {
    headers,
    signal: AbortSignal.timeout(10_000),
  });
  const json = (await response.json()) as RawStatus;
  if (!Array.isArray(json.value?.nodes)) throw new Error('no node list in /status');
  return {
    ready: json.value?.ready === true,
    nodes: json.value.nodes.map((n) => ({
      uri: String(n.uri ?? ''),
      availability: String(n.availability ?? ''),
      sessions: (n.slots ?? []).flatMap((s) => (s.session?.sessionId ? [s.session.sessionId] : [])),
    })),
  };
}

/** The node a session runs on, when the endpoint says (Selenium Grid does; clouds do not). */
export async function nodeOfSession(
  gridUrl: string,
  sessionId: string,
  headers: Record<string, string> = {},
): Promise<string | undefined> {
  const status = await gridStatus(gridUrl, headers).catch(() => undefined);
  return status?.nodes.find((n) => n.sessions.includes(sessionId))?.uri;
}

/** Waits until the hub no longer counts `node` as up (its health check saw it die), up to `ms`. */
export async function nodeLeft(
  gridUrl: string,
  node: string,
  ms: number,
  headers: Record<string, string> = {},
): Promise<void> {
  for (const end = Date.now() + ms; Date.now() < end; ) {
    const status = await gridStatus(gridUrl, headers).catch(() => undefined);
    if (!status?.nodes.some((n) => n.uri === node && n.availability === 'UP')) return;
    await new Promise((r) => setTimeout(r, 500));
  }
}
