import * as v from 'valibot';
import { ApiError } from './api-error';
import type { Endpoint } from './endpoint';

// The pipeline's last step (call-pipeline.ts): what came back, early or from the wire, checked
// before anything reads it.

export interface ApiResult<T> {
  ok: boolean;
  code: string;
  message: string;
  /** The validated data when `ok`; whatever the server sent otherwise. */
  data: T;
}

// Every body arrives as { code, message | msg, data }: anything else is malformed.
const envelope = v.looseObject({
  code: v.union([v.string(), v.number()]),
  message: v.optional(v.nullable(v.string())),
  msg: v.optional(v.nullable(v.string())),
  data: v.optional(v.unknown()),
});

type Envelope = v.InferOutput<typeof envelope>;

/** The body as an API envelope, the server's answer; anything else (a proxy's page) is malformed. */
export function readEnvelope(endpoint: Endpoint<unknown>, raw: unknown): Envelope {
  const body = v.safeParse(envelope, raw);
  if (!body.success)
    throw new ApiError('malformed', endpoint.path, 'The response is not an API envelope');
  return body.output;
}

/**
 * The envelope as the endpoint's result: on a success code its data must match the endpoint's
 * schema (else malformed); any other code is the server's answer, returned with `ok: false`.
 */
export function readResult<T>(endpoint: Endpoint<T>, body: Envelope): ApiResult<T> {
  const code = String(body.code);
  const message = body.message ?? body.msg ?? '';
  const ok = endpoint.successCodes.some((c) => String(c) === code);
  if (!ok) return { ok: false, code, message, data: body.data as T };
  const data = v.safeParse(endpoint.schema, body.data);
  if (!data.success) {
    const where = data.issues[0]?.path?.map((p) => String(p.key)).join('.') ?? '';
    throw new ApiError(
      'malformed',
      endpoint.path,
      `Unexpected data at "${where}": ${data.issues[0]?.message}`,
    );
  }
  return { ok: true, code, message, data: data.output };
}
