import { join } from 'node:path';
import { launchRemote, type RemoteBrowser } from '@hybrid-loan/engines';
import { DEFAULT_DEVICE_ID } from '../../core/devices';
import type { ScenarioResult } from '../../core/replay';
import { type PageProxy, replayOnEngine } from '../headless/engine-run';
import { scenarioPackage } from '../package/scenario-package';
import { REPORTS_DIR } from '../paths';
import type { ScenarioFile } from '../scenario-files';
import type { GridEngine } from './grid-engines';
import { nodeLeft, nodeOfSession } from './grid-status';

export interface GridRunOptions {
  /** The WebDriver endpoint (a Selenium Grid hub, Appium, a device cloud). */
  gridUrl: string;
  engines: GridEngine[];
  /** Sessions at once per engine. */
  parallel: number;
  /** The sandbox's control API (from this machine). */
  baseUrl: string;
  /** The app proxy as the nodes reach it: what every page opens (through its entry URL when exposed). */
  proxy: PageProxy;
  /** The whole run's deadline. */
  deadlineMs: number;
  /** More attempts for a scenario that fails on a live node; the result says which attempt. */
  retries?: number;
  onResult?: (result: ScenarioResult) => void;
  /** Where the credentials come from (default process.env). */
  env?: NodeJS.ProcessEnv;
  /** The production build served: scenarios that name a package get one made from it. */
  appRoot?: string;
}

interface Job {
  index: number;
  item: ScenarioFile;
  engine: GridEngine;
  /** Why this is the second attempt. */
  retried?: string;
  /** Which attempt this is, after failures on a live node (1 when absent). */
  attempt?: number;
  /** The node of the first attempt (the retry waits for the grid to drop it). */
  lostNode?: string;
}

function failed(job: Job, error: string, extra: Partial<ScenarioResult> = {}): ScenarioResult {
  return {
    name: job.item.scenario.name,
    file: job.item.file,
    device: job.item.scenario.device ?? DEFAULT_DEVICE_ID,
    host: 'grid',
    engine: job.engine.name,
    ok: false,
    durationMs: 0,
    steps: [],
    calls: [],
    requests: [],
    error,
    ...(job.retried ? { retried: job.retried } : {}),
    ...extra,
  };
}

const firstLine = (error: unknown): string =>
  String((error as Error)?.message ?? error).split('\n')[0] ?? '';

/**
 * Replays every scenario on every engine through a WebDriver grid: per engine, `parallel` workers
 * each hold a session (a slot of the grid) and play scenarios in it, one page each. A scenario
 * whose session cannot start, or whose node stops answering, is played once more in a new session
 * (the grid puts it on a node that is up) and says so; at the deadline every scenario not played
 * gets a result that says why. Nothing is dropped.
 */
export async function runOnGrid(
  files: ScenarioFile[],
  opts: GridRunOptions,
): Promise<ScenarioResult[]> {
  const jobs: Job[] = opts.engines.flatMap((engine, e) =>
    files.map((item, i) => ({ index: e * files.length + i, item, engine })),
  );
  const results: (ScenarioResult | undefined)[] = new Array(jobs.length);
  const abort = new AbortController();
  // A session still waiting for its slot at the deadline gets 15 s more, then is given up.
  const giveUp = new AbortController();
  abort.signal.addEventListener('abort', () => setTimeout(() => giveUp.abort(), 15_000).unref());
  const seconds = Math.round(opts.deadlineMs / 1000);
  const endpoint = `${new URL(opts.gridUrl).origin}${new URL(opts.gridUrl).pathname}`;
  const settle = (job: Job, result: ScenarioResult) => {
    if (results[job.index]) return;
    results[job.index] = result;
    opts.onResult?.(result);
  };
  const queues = new Map(opts.engines.map((e) => [e.name, jobs.filter((j) => j.engine === e)]));

  // Workers of an engine still trying; the last to give up answers for what is left.
  const trying = new Map(opts.engines.map((e) => [e.name, 0]));
  const worker = async (engine: GridEngine) => {
    const queue = queues.get(engine.name) as Job[];
    trying.set(engine.name, (trying.get(engine.name) ?? 0) + 1);
    let session: RemoteBrowser | undefined;
    let node = '';
    let refusals: string[] = [];
    try {
      while (queue.length && !abort.signal.aborted) {
        // A session first, then a scenario: a worker waiting in the grid's queue holds none.
        if (!session) {
          const lost = queue[0]?.lostNode;
          if (lost) await nodeLeft(opts.gridUrl, lost, 30_000);
          try {
            session = await launchRemote({
              url: opts.gridUrl,
              capabilities: engine.capabilities,
              ...(engine.context ? { context: engine.context } : {}),
              signal: abort.signal,
              startSignal: giveUp.signal,
              ...(opts.env ? { env: opts.env } : {}),
            });
            node =
              (await nodeOfSession(opts.gridUrl, session.sessionId)) ??
              `session ${session.sessionId}`;
            refusals = [];
          } catch (error) {
            if (abort.signal.aborted) break;
            refusals.push(firstLine(error));
            // Twice in a row: this worker stops; the others (or the last one's report) go on.
            if (refusals.length >= 2) break;
            continue;
          }
        }
        const job = queue.shift();
        if (!job) break;
        let result: ScenarioResult;
        const started = Date.now();
        try {
          // A scenario that names a package: made from the build, served the Android way.
          const spec = job.item.scenario.package;
          if (spec && !opts.appRoot)
            throw new Error(
              'the scenario names a package, made from the production build: not with the app on Vite (EMULATOR_WEB_MODE=dev)',
            );
          const pkg =
            spec && opts.appRoot
              ? await scenarioPackage(spec, opts.appRoot, join(REPORTS_DIR, 'replay', 'packages'))
              : undefined;
          result = await replayOnEngine(job.item.scenario, {
            engine: session,
            proxy: opts.proxy,
            baseUrl: opts.baseUrl,
            file: job.item.file,
            ...(pkg && spec ? { package: pkg, expectPackage: spec } : {}),
          });
        } catch (error) {
          result = failed(job, firstLine(error), { durationMs: Date.now() - started });
        }
        if (abort.signal.aborted) {
          settle(
            job,
            failed(job, `not finished: the run's deadline of ${seconds} s passed`, { node }),
          );
          break;
        }
        result = {
          ...result,
          host: 'grid',
          engine: `${engine.name} ${session.version}`,
          node,
          ...(job.retried ? { retried: job.retried } : {}),
          ...(job.attempt ? { attempts: job.attempt } : {}),
        };
        const alive = result.ok || (await session.alive());
        // A loaded machine can time a step out on a live node: another attempt, said in the result.
        if (!result.ok && alive && (job.attempt ?? 1) <= (opts.retries ?? 0)) {
          queue.push({ ...job, attempt: (job.attempt ?? 1) + 1 });
          continue;
        }
        if (!result.ok && !alive) {
          // The node died under the scenario: not the page's fault. A new session, elsewhere.
          await session.close().catch(() => undefined);
          session = undefined;
          if (!job.retried) {
            queue.unshift({
              ...job,
              retried: `its node ${node} stopped answering (${result.error ?? 'failed'})`,
              lostNode: node,
            });
            continue;
          }
          result.error = `${result.error ?? 'failed'} (its node ${node} stopped answering, after a retry)`;
        }
        settle(job, result);
      }
    } finally {
      await session?.close().catch(() => undefined);
      const left = (trying.get(engine.name) ?? 1) - 1;
      trying.set(engine.name, left);
      if (left === 0 && !abort.signal.aborted)
        for (const job of queue.splice(0))
          settle(
            job,
            failed(
              job,
              `no session for ${engine.name} started on ${endpoint}: ${refusals.at(-1) ?? 'no slot'}`,
            ),
          );
    }
  };

  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<void>((resolve) => {
    timer = setTimeout(() => {
      abort.abort();
      resolve();
    }, opts.deadlineMs);
  });
  const workers = opts.engines.flatMap((engine) =>
    Array.from({ length: Math.max(1, Math.min(opts.parallel, files.length)) }, () =>
      worker(engine),
    ),
  );
  const all = Promise.all(workers);
  await Promise.race([all, deadline]);
  clearTimeout(timer);
  // Sessions of an aborted run are ended before returning (their slots go back to the grid).
  if (abort.signal.aborted) await Promise.race([all, new Promise((r) => setTimeout(r, 15_000))]);
  for (const job of jobs)
    if (!results[job.index])
      settle(job, failed(job, `not played: the run's deadline of ${seconds} s passed`));
  return results as ScenarioResult[];
}
