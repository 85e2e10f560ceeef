import { isSandboxFault, SANDBOX_FAULT_FIELDS } from '@hybrid-loan/bridge-sdk/contract';
import { type HttpHandler, HttpResponse, http } from 'msw';
import { changeServiceWorker, resetServiceWorker } from './service-worker-control';
import { chooseFixtures, device, listAreas, resetAll, resetDevice } from './store';
import { clearVitals, listVitals, recordVital } from './vitals';

/**
 * The control API under /__sandbox/: how the emulator and the browser tests drive the sandbox,
 * over HTTP like any client.
 */
export const controlHandlers: HttpHandler[] = [
  http.get('*/__sandbox/fixtures', () => HttpResponse.json({ areas: listAreas() })),
  http.post('*/__sandbox/devices/:id/fixtures', async ({ params, request }) => {
    const choice = (await request.json().catch(() => null)) as Record<string, string> | null;
    if (!choice || typeof choice !== 'object')
      return HttpResponse.json({ error: 'body must be {"area": "fixture"}' }, { status: 400 });
    const errors = chooseFixtures(String(params.id), choice);
    if (errors.length) return HttpResponse.json({ error: errors.join('; ') }, { status: 400 });
    return HttpResponse.json({ fixtures: device(String(params.id)).fixtures });
  }),
  http.put('*/__sandbox/devices/:id/faults', async ({ params, request }) => {
    const body = (await request.json().catch(() => null)) as { faults?: unknown } | null;
    if (!body || !Array.isArray(body.faults) || !body.faults.every(isSandboxFault)) {
      return HttpResponse.json(
        {
          error: `body must be {"faults": [{"endpoint": "/path", ...}]} with the fields ${Object.keys(SANDBOX_FAULT_FIELDS).join(', ')}`,
        },
        { status: 400 },
      );
    }
    device(String(params.id)).faults = body.faults;
    return HttpResponse.json({ faults: body.faults });
  }),
  http.delete('*/__sandbox/devices/:id/faults', ({ params }) => {
    device(String(params.id)).faults = [];
    return HttpResponse.json({ faults: [] });
  }),
  http.get('*/__sandbox/devices/:id/requests', ({ params }) =>
    HttpResponse.json({ requests: device(String(params.id)).requests }),
  ),
  // The service worker as this device sees the server: kill switch off, a new build deployed.
  http.put('*/__sandbox/devices/:id/service-worker', async ({ params, request }) => {
    const state = changeServiceWorker(String(params.id), await request.json().catch(() => null));
    if (typeof state === 'string') return HttpResponse.json({ error: state }, { status: 400 });
    return HttpResponse.json(state);
  }),
  http.post('*/__sandbox/devices/:id/reset', ({ params }) => {
    resetDevice(String(params.id));
    resetServiceWorker(String(params.id));
    return HttpResponse.json({ reset: params.id });
  }),
  http.post('*/__sandbox/reset', () => {
    resetAll();
    resetServiceWorker();
    clearVitals();
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
  http.get('*/__sandbox/vitals', () => HttpResponse.json({ reports: listVitals() })),
  // Anything else under the API base: a clear 404 naming the path, never a hang.
  http.all('*/volleys/*', ({ request }) => {
    const path = new URL(request.url).pathname;
    return HttpResponse.json(
      { code: 404, message: `The sandbox has no endpoint ${request.method} ${path}` },
      { status: 404 },
    );
  }),
];
