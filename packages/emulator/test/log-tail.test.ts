import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { logTail } from '../src/hosts/grid/log-tail';

const dirs: string[] = [];
const logWith = (text: string) => {
  const dir = mkdtempSync(join(tmpdir(), 'log-tail-'));
  dirs.push(dir);
  const file = join(dir, 'hub.log');
  writeFileSync(file, text);
  return file;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

// The hub's log as CI met it: the node registered while the hub was dying of a taken port.
const BIND_FAILURE = [
  '04:10:01.100 INFO [Hub.execute] - Started Selenium Hub',
  '04:10:01.500 SEVERE [BoundZmqEventBus.<init>] - Unable to bind',
  'java.lang.reflect.InvocationTargetException',
  '\tat java.base/jdk.internal.reflect.Method.invoke(Method.java:568)',
  'Caused by: org.openqa.selenium.netty.server.ServerBindException: Could not bind to address or port is already in use. Host 127.0.0.1, Port 22831',
  '\tat org.openqa.selenium.netty.server.NettyServer.start(NettyServer.java:190)',
  '\t... 12 more',
  'Caused by: java.net.BindException: Address already in use',
  '\tat java.base/sun.nio.ch.Net.bind0(Native Method)',
  '04:10:01.968 INFO [GridModel.setAvailability] - Switching Node 6742f37f (uri: http://127.0.0.1:29590) from DOWN to UP',
  '04:10:01.970 INFO [LocalDistributor.add] - Added node 6742f37f',
  '',
].join('\n');

it('quotes up to the last cause, without stack frames, when lines follow it', () => {
  const tail = logTail(logWith(BIND_FAILURE));
  expect(tail).toMatch(/^; the cause in hub\.log:\n/);
  expect(tail).toMatch(/\nCaused by: java\.net\.BindException: Address already in use$/);
  expect(tail).toContain('ServerBindException');
  expect(tail).not.toMatch(/\n\s+at |\.\.\. \d+ more|Switching Node/);
});

it('keeps at most the given number of lines before the cause', () => {
  const tail = logTail(logWith(BIND_FAILURE), 2);
  expect(tail.split('\n').slice(1)).toEqual([
    'Caused by: org.openqa.selenium.netty.server.ServerBindException: Could not bind to address or port is already in use. Host 127.0.0.1, Port 22831',
    'Caused by: java.net.BindException: Address already in use',
  ]);
});

it('quotes the last lines when the log names no cause, and nothing for an empty or missing log', () => {
  const lines = Array.from({ length: 12 }, (_, i) => `line ${i + 1}`);
  expect(logTail(logWith(`${lines.join('\n')}\n`))).toBe(
    `; the end of hub.log:\n${lines.slice(-8).join('\n')}`,
  );
  expect(logTail(logWith('\n\n'))).toBe('');
  expect(logTail(join(tmpdir(), 'no-such-folder-for-log-tail', 'hub.log'))).toBe('');
});
