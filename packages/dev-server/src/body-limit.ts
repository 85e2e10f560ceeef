import type { IncomingMessage } from 'node:http';

/**
 * Request bodies have a ceiling. Without one a single POST of a few hundred megabytes (any page
 * the developer opens can send it to 127.0.0.1) was buffered whole: the sandbox went from 126 MB
 * to 1.9 GB resident and kept it.
 */

/** The default ceiling: a control API or a recording is a few kilobytes of JSON. */
export const DEFAULT_MAX_BODY_BYTES = 1024 * 1024;

/**
 * The ceiling of the servers that take uploads: the sandbox (a complaint photo is at most 10 MB,
 * sent as multipart) and the emulator's app proxy and web app in front of it.
 */
export const UPLOAD_MAX_BODY_BYTES = 16 * 1024 * 1024;

/** Thrown by {@link readBody} when the body passed the ceiling (the guard has answered 413). */
export class BodyTooLarge extends Error {
  constructor(readonly limit: number) {
    super(`the request body is larger than ${limit} bytes`);
    this.name = 'BodyTooLarge';
  }
}

/** Whether a declared `Content-Length` is over the ceiling (Node has already checked its form). */
export function declaredTooLarge(req: IncomingMessage, limit: number): boolean {
  const declared = req.headers['content-length'];
  return declared !== undefined && Number(declared) > limit;
}

type Push = (chunk: unknown, encoding?: BufferEncoding) => boolean;
const OVER = Symbol('hybrid-loan.bodyTooLarge');
type Capped = IncomingMessage & { [OVER]?: number };

/**
 * Counts the body's bytes as Node's HTTP parser hands them over, whether announced by
 * `Content-Length` or streamed chunked, and calls `onOver` once past `limit`. From then on every
 * chunk is dropped, so whatever reads the request (a buffering handler, a proxy's pipe) never
 * holds more than `limit` bytes, and the stream never ends: its reader fails when the socket goes.
 * The parser delivers each chunk through the message's own `push` (a Readable's entry point), so
 * counting there sees every byte without reading the stream itself, which would take the body
 * from the handler.
 */
export function capBody(req: IncomingMessage, limit: number, onOver: () => void): void {
  let seen = 0;
  let over = false;
  const push = req.push.bind(req) as Push;
  (req as { push: Push }).push = (chunk, encoding) => {
    if (over) return false;
    if (chunk !== null && chunk !== undefined) {
      seen += (chunk as Buffer).length;
      if (seen > limit) {
        over = true;
        (req as Capped)[OVER] = limit;
        onOver();
        // false: the parser stops reading the socket (backpressure) rather than feed a dead stream.
        return false;
      }
    }
    return push(chunk, encoding);
  };
}

/**
 * The whole body of a guarded request. It can never exceed the server's ceiling: past it the guard
 * answers 413 and closes the connection, and this promise rejects.
 */
export async function readBody(req: IncomingMessage): Promise<Buffer<ArrayBuffer>> {
  const chunks: Buffer[] = [];
  try {
    for await (const chunk of req) chunks.push(chunk as Buffer);
  } catch (error) {
    const limit = (req as Capped)[OVER];
    throw limit === undefined || error instanceof BodyTooLarge ? error : new BodyTooLarge(limit);
  }
  return Buffer.concat(chunks);
}
