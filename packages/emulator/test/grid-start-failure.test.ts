import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { startLocalGrid } from '../src/hosts/grid/local-grid';
import { freePort } from '../src/hosts/grid/process-group';

// A grid process that dies while starting is named, with the cause from its log in the error
// itself: CI and this test remove the logs folder, and "exited (1)" alone says nothing.
it('names the grid process that could not start and quotes its log, and leaves none running', async () => {
  const logs = mkdtempSync(join(tmpdir(), 'grid-start-failure-'));
  const port = await freePort();
  // Holds the hub's port; a connection to it (the wait for the hub's status) is cut at once.
  const holder = createServer((socket) => socket.destroy());
  await new Promise<void>((listening) => holder.listen(port, '127.0.0.1', listening));
  try {
    const error = await startLocalGrid({
      port,
      chromiumNodes: 1,
      webkitNodes: 0,
      logsDir: logs,
    }).then(
      () => new Error('the grid started on a port that was taken'),
      (e: unknown) => e as Error,
    );
    expect(error.message).toMatch(
      /^grid: hub exited \(1\); see the logs in .*; the cause in hub\.log:\n/,
    );
    expect(error.message).toMatch(/Caused by: java\.net\.BindException: Address already in use$/);
    // Stack frames are left out: the lines quoted are the log's own.
    expect(error.message).not.toMatch(/\n\s+at /);
    // The node that did start was stopped with the rest.
    const running = execFileSync('ps', ['-eo', 'args='], { encoding: 'utf8' });
    expect(running.split('\n').filter((line) => line.includes(logs))).toEqual([]);
  } finally {
    await new Promise((closed) => holder.close(closed));
    rmSync(logs, { recursive: true, force: true });
  }
}, 180_000);
