import { writeFileSync } from 'node:fs';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { FaultList, FixtureChoice } from '@hybrid-loan/dev-contract';
import {
  createGuardedServer,
  readBody,
  type Target,
  UPLOAD_MAX_BODY_BYTES,
} from '@hybrid-loan/dev-server';
import { parseScenario } from '../../core/load-scenario';
import { redact } from '../../core/redact';
import type { PanelConfig } from '../../types/panel-config';
import { allowedHosts } from '../allowed-hosts';
import type { LivePackage } from '../package/live-package';
import { listenOn } from '../port';
import { SandboxClient } from '../sandbox/sandbox-client';
import { PANEL_HTML, panelBundle, panelChartsBundle, panelStyles } from './build-panel';
import { answerPackageRoute } from './package-routes';

export type { PanelConfig };

class BadBody extends Error {}

/** The JSON body, at most the guard's default ceiling (1 MiB; past it the guard answers 413). */
async function body(req: IncomingMessage): Promise<unknown> {
  const text = (await readBody(req)).toString('utf8');
  try {
    return text ? JSON.parse(text) : {};
  } catch {
    throw new BadBody('the body is not JSON');
  }
}

/**
 * Serves the panel and its small API (config, the sandbox's request log, saving a recording, the
 * device's offline package).
 */
export async function startPanelServer(
  config: PanelConfig,
  port = 0,
  /** The app proxy's network switch (the panel's "Go offline"). */
  network?: { setOffline(offline: boolean): void },
  /** The device's shell and its package (the panel's package control). */
  pkg?: LivePackage,
): Promise<{ url: string; server: Server }> {
  const sandbox = new SandboxClient(config.sandboxUrl);
  const handle = (req: IncomingMessage, res: ServerResponse, target: Target) => {
    const path = target.pathname;
    const json = (status: number, value: unknown) => {
      // The guard may have answered already (a body over the ceiling): nothing more to say.
      if (res.headersSent || res.writableEnded) return;
      res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      res.end(JSON.stringify(value));
    };
    const fail = (error: unknown) =>
      json(error instanceof BadBody ? 400 : 500, { error: (error as Error).message });
    if (answerPackageRoute(pkg, req, path, json)) return;
    if (path === '/' || path === '/index.html') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(PANEL_HTML);
    } else if (path === '/panel.js') {
      panelBundle()
        .then((code) =>
          res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' }).end(code),
        )
        .catch(fail);
    } else if (path === '/panel-charts.js') {
      panelChartsBundle()
        .then((code) =>
          res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' }).end(code),
        )
        .catch(fail);
    } else if (path === '/api/field') {
      // The Field view: every vital and field report the sandbox received.
      Promise.all([sandbox.vitals(), sandbox.fieldReports()])
        .then(([vitals, reports]) => json(200, { vitals, reports }))
        .catch(fail);
    } else if (path === '/panel.css') {
      panelStyles()
        .then((css) => res.writeHead(200, { 'content-type': 'text/css; charset=utf-8' }).end(css))
        .catch(fail);
    } else if (path === '/api/config') {
      json(200, config);
    } else if (path.startsWith('/api/requests/')) {
      sandbox
        .requests(decodeURIComponent(path.slice('/api/requests/'.length)))
        .then((requests) => json(200, { requests }))
        .catch(fail);
    } else if (path === '/api/sandbox/fixtures') {
      sandbox.fixtures().then((b) => json(200, b), fail);
    } else if (/^\/api\/sandbox\/[^/]+\/(fixtures|faults)$/.test(path) && req.method !== 'GET') {
      // The panel's fixture and fault controls, through the sandbox's control API.
      const [, , , id = '', what] = path.split('/');
      let deviceId: string;
      try {
        deviceId = decodeURIComponent(id);
      } catch {
        return json(400, { error: 'the device id is not a valid URI component' });
      }
      body(req)
        .then((b) =>
          what === 'fixtures'
            ? sandbox.chooseFixtures(deviceId, b as FixtureChoice)
            : sandbox.setFaults(deviceId, (b as Partial<FaultList>).faults ?? []),
        )
        .then((b) => json(200, b))
        .catch((error: Error) => json(400, { error: error.message }));
    } else if (path === '/api/network' && req.method === 'PUT') {
      body(req)
        .then((b) => {
          const offline = (b as { offline?: unknown }).offline;
          if (typeof offline !== 'boolean') throw new BadBody('body must be {"offline": boolean}');
          if (!network) throw new Error('this host has no network switch');
          network.setOffline(offline);
          json(200, { offline });
        })
        .catch(fail);
    } else if (path.startsWith('/api/prepare/') && req.method === 'POST') {
      body(req)
        .then((b) =>
          sandbox.prepare(decodeURIComponent(path.slice('/api/prepare/'.length)), b as never),
        )
        .then(() => json(200, { ok: true }))
        .catch(fail);
    } else if (path === '/api/scenarios' && req.method === 'POST') {
      body(req)
        .then((b) => {
          // Checked like any scenario file, and secrets never reach the disk.
          const text = `${JSON.stringify(redact(b), null, 2)}\n`;
          parseScenario(text, 'recording');
          if (!config.out) return json(200, { saved: false, text });
          writeFileSync(config.out, text);
          return json(200, { saved: true, file: config.out });
        })
        .catch((error: Error) => json(400, { error: error.message }));
    } else {
      json(404, { error: `no panel route ${path}` });
    }
  };
  // A chosen package arrives whole in one body (base64): the upload ceiling, not the JSON one.
  const server = createGuardedServer(handle, {
    extraHosts: allowedHosts(),
    maxBodyBytes: UPLOAD_MAX_BODY_BYTES,
  });
  await listenOn(server, port);
  const address = server.address();
  return {
    url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : port}/`,
    server,
  };
}
