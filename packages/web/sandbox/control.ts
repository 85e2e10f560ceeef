import {
  type FaultList,
  type FieldReportList,
  type FixtureAreas,
  type RequestLog,
  SANDBOX_CONTROL,
  type SandboxControlEndpoint,
  sandboxFaultProblem,
} from '@hybrid-loan/dev-contract';
import { type HttpHandler, HttpResponse, http } from 'msw';
import { clearFieldReports, listFieldReports, recordFieldBatch } from './field-reports';
import { changeServiceWorker, deviceOf, resetServiceWorker } from './service-worker-control';
import { chooseFixtures, device, listAreas, resetAll, resetDevice } from './store';
import { clearVitals, listVitals, recordVital } from './vitals';

/**
 * The control API under /__sandbox/: how the emulator and the browser tests drive the sandbox,
 * over HTTP like any client. Its input is checked strictly (own names only, known fields, ranges)
 * and a refusal is a 400 that says what was wrong.
 */
const MAX_FAULTS = 50;

const refuse = (error: string) => HttpResponse.json({ error }, { status: 400 });

// The endpoint's route on any origin, with its method (the paths are the dev contract's).
const route = (endpoint: SandboxControlEndpoint, resolver: Parameters<typeof http.all>[1]) =>
  http[endpoint.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete'](
    `*${endpoint.path}`,
    resolver,
  );

/** Why a fixture choice is not `{"area": "fixture", ...}`, or null. */
function choiceProblem(choice: unknown): string | null {
  if (typeof choice !== 'object' || choice === null || Array.isArray(choice))
    return 'body must be a JSON object {"area": "fixture"}';
  for (const [area, fixture] of Object.entries(choice))
    if (typeof fixture !== 'string')
      return `the fixture for area "${area.slice(0, 40)}" must be a string`;
  return null;
}

/** Why a fault list is not `{"faults": [...]}` of well-formed faults, or null. */
function faultsProblem(body: unknown): string | null {
  const faults = (body as { faults?: unknown } | null)?.faults;
  if (!Array.isArray(faults)) return 'body must be {"faults": [{"endpoint": "/path", ...}]}';
  if (faults.length > MAX_FAULTS) return `at most ${MAX_FAULTS} faults at once`;
  for (const [i, fault] of faults.entries()) {
    const problem = sandboxFaultProblem(fault);
    if (problem) return `faults[${i}]: ${problem}`;
  }
  return null;
}

export const controlHandlers: HttpHandler[] = [
  route(SANDBOX_CONTROL.fixtures, () =>
    HttpResponse.json({ areas: listAreas() } satisfies FixtureAreas),
  ),
  route(SANDBOX_CONTROL.chooseFixtures, async ({ params, request }) => {
    const choice = (await request.json().catch(() => undefined)) as unknown;
    if (choice === undefined) return refuse('body is not JSON');
    const problem = choiceProblem(choice);
    if (problem) return refuse(problem);
    const errors = chooseFixtures(String(params.id), choice as Record<string, string>);
    if (errors.length) return refuse(errors.join('; '));
    return HttpResponse.json({ fixtures: device(String(params.id)).fixtures });
  }),
  route(SANDBOX_CONTROL.setFaults, async ({ params, request }) => {
    const body = (await request.json().catch(() => undefined)) as FaultList;
    if (body === undefined) return refuse('body is not JSON');
    const problem = faultsProblem(body);
    if (problem) return refuse(problem);
    device(String(params.id)).faults = body.faults;
    return HttpResponse.json({ faults: body.faults } satisfies FaultList);
  }),
  route(SANDBOX_CONTROL.clearFaults, ({ params }) => {
    device(String(params.id)).faults = [];
    return HttpResponse.json({ faults: [] } satisfies FaultList);
  }),
  route(SANDBOX_CONTROL.requests, ({ params }) =>
    HttpResponse.json({ requests: device(String(params.id)).requests } satisfies RequestLog),
  ),
  // The service worker as this device sees the server: kill switch off, a new build deployed.
  route(SANDBOX_CONTROL.serviceWorker, async ({ params, request }) => {
    const state = changeServiceWorker(String(params.id), await request.json().catch(() => null));
    if (typeof state === 'string') return HttpResponse.json({ error: state }, { status: 400 });
    return HttpResponse.json(state);
  }),
  route(SANDBOX_CONTROL.resetDevice, ({ params }) => {
    resetDevice(String(params.id));
    resetServiceWorker(String(params.id));
    return HttpResponse.json({ reset: params.id });
  }),
  route(SANDBOX_CONTROL.resetAll, () => {
    resetAll();
    resetServiceWorker();
    clearVitals();
    clearFieldReports();
    return HttpResponse.json({ reset: 'all' });
  }),
  // Field Core Web Vitals sent by the pages with sendBeacon (brand config `vitalsUrl`).
  http.post('*/volleys/__vitals', async ({ request }) => {
    const text = await request.text();
    try {
      recordVital(JSON.parse(text));
    } catch {
      return HttpResponse.json({ error: 'not JSON' }, { status: 400 });
    }
    return new HttpResponse(null, { status: 204 });
  }),
  route(SANDBOX_CONTROL.vitals, () => HttpResponse.json({ reports: listVitals() })),
  // Field reports sent by the pages with sendBeacon (brand config `fieldReports.url`), checked
  // against docs/field-report.schema.json; the device is the emulator's cookie, never the payload.
  http.post('*/volleys/__field', async ({ request }) => {
    let body: unknown;
    try {
      body = JSON.parse(await request.text());
    } catch {
      return refuse('not JSON');
    }
    const problem = recordFieldBatch(body, deviceOf(request.headers.get('cookie')));
    return problem ? refuse(problem) : new HttpResponse(null, { status: 204 });
  }),
  route(SANDBOX_CONTROL.fieldReports, ({ request }) =>
    HttpResponse.json({
      reports: listFieldReports(new URL(request.url).searchParams.get('device')),
    } satisfies FieldReportList),
  ),
  // Anything else under the API base: a clear 404 naming the path, never a hang.
  http.all('*/volleys/*', ({ request }) => {
    const path = new URL(request.url).pathname;
    return HttpResponse.json(
      { code: 404, message: `The sandbox has no endpoint ${request.method} ${path}` },
      { status: 404 },
    );
  }),
];
