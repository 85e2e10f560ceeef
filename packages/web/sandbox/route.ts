import { isSecretKey } from '@hybrid-loan/dev-contract';
import { type HttpHandler, HttpResponse, http } from 'msw';
import { brandConfig } from '../src/config/brand';
import { type Language, type Market, marketForLanguageType } from '../src/config/market';
import { CREDENTIAL_KEYS, readCredentialHeaders } from '../src/lib/http/credentials';
import type { Wire } from '../src/lib/http/wire-format';
import { API_BASE, withAssetOrigin } from './api-base';
import { checkKey, fingerprint, IDEMPOTENCY_HEADER } from './idempotency';
import { requestLanguage } from './language';
import { type AreaDef, type DeviceState, device, type Fault, logRequest, slice } from './store';

export { API_BASE };
/** A borrower whose token is this has an expired session: every endpoint answers the brand's code. */
export const EXPIRED_TOKEN = 'expired';
export const SESSION_EXPIRED_CODE = 401;

export interface Ctx {
  params: Record<string, string>;
  files: Record<string, File>;
  device: DeviceState;
  /** The request's market, from its identity (`languageType` 1: India, else Indonesia). */
  market: Market;
  /** The language the request is asked in (`lang=zh-CN`, else the market's): the server's texts follow it. */
  language: Language;
  /** The device's state for a feature area, in the request's market. */
  area<S>(area: AreaDef<S>): S;
  request: Request;
}

export type Reply = Response | { code: string | number; message?: string; data?: unknown };

export function ok(data: unknown = null, code: string | number = 0, message = 'success'): Reply {
  return { code, message, data };
}

export function fail(code: string | number, message: string, data: unknown = null): Reply {
  return { code, message, data };
}

export async function readParams(
  request: Request,
): Promise<{ params: Record<string, string>; files: Record<string, File> }> {
  const params: Record<string, string> = {};
  const files: Record<string, File> = {};
  // A credential in the query (token, device id, gid) counts only for a brand whose server reads
  // it there (`credentialsInQuery`): a sandbox that took it anyway would hide a page that leaks it.
  const fromQuery = (k: string) =>
    brandConfig.credentialsInQuery || !(CREDENTIAL_KEYS as readonly string[]).includes(k);
  for (const [k, v] of new URL(request.url).searchParams) if (fromQuery(k)) params[k] = v;
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    const type = request.headers.get('content-type') ?? '';
    if (type.includes('multipart/form-data')) {
      const form = await request.formData();
      for (const [k, v] of form) {
        if (typeof v === 'string') params[k] = v;
        else files[k] = v as File;
      }
    } else if (type.includes('application/x-www-form-urlencoded')) {
      for (const [k, v] of new URLSearchParams(await request.text())) params[k] = v;
    } else if (type.includes('application/json')) {
      const body = (await request.json().catch(() => null)) as unknown;
      // Only an object carries parameters (`null` or an array used to throw: a 500).
      if (typeof body === 'object' && body !== null && !Array.isArray(body))
        for (const [k, v] of Object.entries(body)) params[k] = String(v);
    }
  }
  // The credentials come in headers (the pages' default) or, from a brand with
  // `credentialsInQuery`, in the query as well: the header first.
  Object.assign(params, readCredentialHeaders(request.headers, brandConfig));
  return { params, files };
}

function takeFault(dev: DeviceState, path: string): Fault | undefined {
  const index = dev.faults.findIndex((f) => f.endpoint === path || f.endpoint === '*');
  if (index < 0) return undefined;
  const fault = dev.faults[index] as Fault;
  if (fault.times !== undefined) {
    fault.times -= 1;
    if (fault.times <= 0) dev.faults.splice(index, 1);
  }
  return fault;
}

function faultResponse(fault: Fault): Response | null {
  if (fault.drop) return HttpResponse.error();
  if (fault.status)
    return HttpResponse.json(
      { code: fault.status, message: `HTTP ${fault.status}` },
      { status: fault.status },
    );
  if (fault.malformed)
    return new HttpResponse('<html>Bad gateway</html>', {
      status: 200,
      headers: { 'Content-Type': 'text/html' },
    });
  if (fault.code !== undefined)
    return HttpResponse.json({
      code: fault.code,
      message: fault.message ?? `Sandbox fault ${fault.code}`,
      data: null,
    });
  return null;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A sandbox endpoint: params from the query and the body, the device's state, injected faults and
 * the request log, around the feature's handler. It routes by the feature's call declaration (its
 * calls.ts): the same method and path the page sends, written once.
 */
export function sandboxRoute(
  call: Pick<Wire, 'method' | 'path'>,
  handler: (ctx: Ctx) => Reply | Promise<Reply>,
): HttpHandler {
  const { method, path } = call;
  const make = method === 'GET' ? http.get : http.post;
  return make(`*${API_BASE}${path}`, async ({ request }) => {
    const started = Date.now();
    const { params, files } = await readParams(request);
    const dev = device(params.deviceId || 'public');
    const fault = takeFault(dev, path);
    // Faults with an answer stand for the network or a gateway: the server never sees the request.
    let response = fault ? faultResponse(fault) : null;
    let code: string | undefined;
    let replayed = false;
    let handled = false;
    const key = method === 'POST' ? request.headers.get(IDEMPOTENCY_HEADER) : null;
    const check =
      !response && key ? checkKey(dev, key, fingerprint(path, params, files)) : undefined;
    if (fault?.latencyMs) await sleep(fault.latencyMs);
    if (!response && check?.kind === 'answer') {
      response = check.response;
      replayed = check.replayed;
    }
    if (!response && params.token === EXPIRED_TOKEN) {
      code = String(SESSION_EXPIRED_CODE);
      response = HttpResponse.json({
        code: SESSION_EXPIRED_CODE,
        message: 'Session expired',
        data: null,
      });
      if (check?.kind === 'new') check.forget();
    }
    if (!response) {
      const market = marketForLanguageType(params.languageType).market;
      const reply = await Promise.resolve()
        .then(() =>
          handler({
            params,
            files,
            device: dev,
            market,
            language: requestLanguage(params, market),
            area: (a) => slice(dev, a, market),
            request,
          }),
        )
        .finally(() => {
          handled = true;
        })
        .catch((error: unknown) => {
          if (check?.kind === 'new') check.forget();
          throw error;
        });
      if (reply instanceof Response) response = reply;
      else {
        code = String(reply.code);
        response = HttpResponse.json({
          code: reply.code,
          message: reply.message ?? '',
          data: withAssetOrigin(reply.data ?? null, request.url),
        });
      }
      if (check?.kind === 'new') await check.store(response);
      // The work is done and stored, but the answer never reaches the client.
      if (fault?.lostReply) response = HttpResponse.error();
    } else if (fault?.code !== undefined) code = String(fault.code);
    const logged: Record<string, string> = {};
    for (const [k, v] of Object.entries(params)) logged[k] = isSecretKey(k) ? '***' : v;
    logRequest(dev, {
      at: started,
      method,
      path,
      params: logged,
      status: response.type === 'error' ? 0 : response.status,
      ...(code ? { code } : {}),
      ...(key ? { idempotencyKey: key } : {}),
      ...(replayed ? { replayed } : {}),
      handled,
      ms: Date.now() - started,
      ...(fault ? { fault: JSON.stringify(fault) } : {}),
    });
    return response;
  });
}
