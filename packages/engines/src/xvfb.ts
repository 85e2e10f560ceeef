import { existsSync } from 'node:fs';
import { poll } from './poll';
import { spawnOwned } from './process-group';

/** A private X display (Xvfb) for engines that need a window system. */
export async function startXvfb(): Promise<{ display: string; stop(): Promise<void> }> {
  if (!existsSync('/usr/bin/Xvfb'))
    throw new Error('webkit needs Xvfb: install Debian\'s "xvfb" (apt-get install xvfb).');
  for (let attempt = 0; attempt < 20; attempt++) {
    const n = 90 + Math.floor(Math.random() * 400);
    if (existsSync(`/tmp/.X11-unix/X${n}`) || existsSync(`/tmp/.X${n}-lock`)) continue;
    const xvfb = spawnOwned(
      '/usr/bin/Xvfb',
      [`:${n}`, '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'],
      { stdio: 'ignore' },
    );
    const child = xvfb.child;
    let exited = false;
    child.on('exit', () => {
      exited = true;
    });
    const ready = await poll(
      `Xvfb :${n}`,
      async () => exited || existsSync(`/tmp/.X11-unix/X${n}`),
      10_000,
    ).catch(() => false);
    if (ready && !exited) return { display: `:${n}`, stop: () => xvfb.stop() };
    await xvfb.stop();
  }
  throw new Error('webkit: could not start Xvfb on a free display');
}
