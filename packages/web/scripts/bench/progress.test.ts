import { describe, expect, it } from 'vitest';
import { progress } from './progress';

describe('the bench progress line', () => {
  it('counts the steps and estimates what is left from each kind’s own pace', () => {
    let t = 0;
    const lines: string[] = [];
    const done = progress(
      [
        { kind: 'first', count: 2, guessS: 30 },
        { kind: 'repeat', count: 2, guessS: 10 },
      ],
      () => t,
      (l) => lines.push(l),
    );
    t = 40_000;
    // One first-open step took 40 s: one more of those (40 s) and two repeats (guess, 20 s).
    expect(done('first', 'measured a')).toBe('[1/4] measured a, 0:40 elapsed, about 1:00 left');
    t = 80_000;
    done('first', 'measured b');
    t = 85_000;
    // Repeats now at their own pace (5 s each): one left.
    expect(done('repeat', 'repeat a')).toBe('[3/4] repeat a, 1:25 elapsed, about 0:05 left');
    t = 90_000;
    expect(done('repeat', 'repeat b')).toBe('[4/4] repeat b, 1:30 elapsed, about 0:00 left');
    expect(lines).toHaveLength(4);
  });
});
