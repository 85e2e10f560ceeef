// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { groupAlive, spawnOwned } from './process-group';

// The web package's unit tests run in jsdom, whose URL is not the one node:url takes: a group
// owned from there must still be owned (and the reaper start), not left running.
describe('process groups owned from a jsdom test', () => {
  it('starts, owns and stops a group', async () => {
    const owned = spawnOwned('sleep', ['30'], { stdio: 'ignore' });
    const pgid = owned.child.pid as number;
    expect(groupAlive(pgid)).toBe(true);
    await owned.stop(1000);
    expect(groupAlive(pgid)).toBe(false);
  });
});
