import { createServer } from 'node:net';
import { startLocalGrid } from './local-grid';

/** Selenium's own default, so the commands in its documentation work as they are. */
export const DEFAULT_GRID_PORT = 4444;

/** Refuses a taken port at once, saying what to do (the hub would fail later, in its log). */
async function assertFree(port: number): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', () =>
      reject(
        new Error(
          `emulator grid: port ${port} is taken (another grid already running?); stop it, or start on another port: npm run grid -- --port ${port + 1}`,
        ),
      ),
    );
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve()));
  });
}

/**
 * `emulator grid`: a local Selenium Grid (hub, Chromium nodes, WebKit relay nodes) on loopback
 * until SIGINT or SIGTERM, which stop every process it started.
 */
export async function gridCommand(args: {
  port?: number;
  chromiumNodes?: number;
  webkitNodes?: number;
  logsDir?: string;
}): Promise<void> {
  const port = args.port ?? DEFAULT_GRID_PORT;
  await assertFree(port);
  const grid = await startLocalGrid({
    port,
    ...(args.chromiumNodes !== undefined ? { chromiumNodes: args.chromiumNodes } : {}),
    ...(args.webkitNodes !== undefined ? { webkitNodes: args.webkitNodes } : {}),
    ...(args.logsDir ? { logsDir: args.logsDir } : {}),
  });
  console.log(`emulator: local grid ready at ${grid.url} (logs in ${grid.logsDir})`);
  for (const node of grid.nodes) console.log(`  ${node.name.padEnd(12)} ${node.uri}`);
  console.log(
    `replay on it: npx emulator replay --grid ${grid.url} --engines chromium,webkit  (Ctrl-C stops the grid)`,
  );
  await new Promise<void>((resolve) => {
    const stop = (signal: NodeJS.Signals) => {
      console.log(`emulator: ${signal}, stopping the grid`);
      resolve();
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });
  await grid.stop();
}
