import { createServer, type Server } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ConformanceVector } from '@hybrid-loan/bridge-sdk/testing';
import { build } from 'esbuild';

const here = dirname(fileURLToPath(import.meta.url));

/** The conformance page (the SDK's runner, bundled) on a small static server. */
export async function startConformanceServer(
  vectors: ConformanceVector[],
): Promise<{ url: string; server: Server }> {
  const bundle = await build({
    entryPoints: [join(here, 'conformance-page.ts')],
    bundle: true,
    write: false,
    format: 'iife',
    target: 'es2020',
    conditions: ['source'],
    define: { VECTORS: JSON.stringify(vectors) },
    logLevel: 'silent',
  });
  const js = bundle.outputFiles[0]?.text ?? '';
  const server = createServer((req, res) => {
    if (req.url?.startsWith('/conformance.js')) {
      res.writeHead(200, { 'content-type': 'text/javascript' }).end(js);
    } else {
      res
        .writeHead(200, { 'content-type': 'text/html' })
        .end(
          '<!doctype html><html><head><title>conformance</title></head><body><script src="/conformance.js"></script></body></html>',
        );
    }
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  return {
    url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/`,
    server,
  };
}
