import { startLocalGrid } from './local-grid';

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
  const grid = await startLocalGrid({
    ...(args.port ? { port: args.port } : {}),
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
