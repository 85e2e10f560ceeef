import { describe, expect, it } from 'vitest';
import { laneParallelism, laneScheduler } from './lanes';

describe('engine lanes', () => {
  it('one lane per two cores, at least one', () => {
    expect([1, 2, 3, 4, 8].map((cores) => laneParallelism(cores))).toEqual([1, 1, 1, 2, 4]);
  });

  it('runs lanes in the order asked, no more at once than allowed', async () => {
    const lanes = laneScheduler({ parallel: 1, deadlineMs: 60_000 });
    const log: string[] = [];
    let open = 0;
    let most = 0;
    const lane = (name: string) =>
      lanes.run(name, async () => {
        open += 1;
        most = Math.max(most, open);
        log.push(`start ${name}`);
        await new Promise((r) => setTimeout(r, 20));
        log.push(`end ${name}`);
        open -= 1;
      });
    await Promise.all([lane('chromium'), lane('chromium-80'), lane('webkit')]);
    expect(most).toBe(1);
    expect(log).toEqual([
      'start chromium',
      'end chromium',
      'start chromium-80',
      'end chromium-80',
      'start webkit',
      'end webkit',
    ]);
  });

  it('keeps one deadline for the whole run: it aborts the running lane and fails the waiting one', async () => {
    const lanes = laneScheduler({ parallel: 1, deadlineMs: 200 });
    const first = lanes.run(
      'webkit',
      (signal) =>
        new Promise((_, reject) => signal.addEventListener('abort', () => reject(signal.reason))),
    );
    const second = lanes.run('chromium', async () => 'ran');
    await expect(first).rejects.toThrow('deadline of 0.2 s passed');
    await expect(second).rejects.toThrow('chromium: not started');
  });
});
