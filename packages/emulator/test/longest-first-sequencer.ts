import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** The engine lanes and the grid comparison: about two thirds of the emulator's test time. */
const LONGEST = /[\\/]test[\\/]scenarios\.test\.ts$/;

/**
 * Vitest's own order (the last run's durations when it has them, else file size), with the QA
 * scenarios' file first. On a clean clone (no durations) that 86-line file started after most
 * others, and ran its last 140 s alone while the other worker had nothing left: its lanes' and
 * grid's waits on the product's timers (the 10 s health window, a call's 10 s timeout) then left a
 * core idle. Started first, those waits overlap the other files.
 */
export class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    return [
      ...sorted.filter((f) => LONGEST.test(f.moduleId)),
      ...sorted.filter((f) => !LONGEST.test(f.moduleId)),
    ];
  }
}
