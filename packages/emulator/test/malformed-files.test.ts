import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ScenarioError } from '../src/core/load-scenario';
import { PACKAGE_ROOT } from '../src/hosts/paths';
import { findScenarioFiles, loadScenarioFiles } from '../src/hosts/scenario-files';

const dir = join(PACKAGE_ROOT, 'test', 'malformed');

function problemsOf(name: string): string {
  try {
    loadScenarioFiles([join(dir, name)]);
  } catch (error) {
    expect(error).toBeInstanceOf(ScenarioError);
    return (error as Error).message;
  }
  throw new Error(`${name} was accepted`);
}

describe('malformed scenario files are refused with the path and the reason', () => {
  it('names the file', () => {
    expect(problemsOf('bad-step.json')).toContain(join(dir, 'bad-step.json'));
  });
  it('an unknown step', () => {
    expect(problemsOf('bad-step.json')).toContain('$.steps[1].step: must be one of "tap", "fill"');
  });
  it('an unknown device', () => {
    expect(problemsOf('bad-device.json')).toMatch(
      /\$\.device: must be one of "android-low".*got "nokia-3310"/,
    );
  });
  it('a bad error code deep in a scripted reply', () => {
    expect(problemsOf('bad-reply.json')).toContain(
      '$.replies.rate[0].error.code: must be one of "NOT_IN_APP"',
    );
  });
  it('text that is not JSON', () => {
    expect(problemsOf('not-json.txt')).toContain('$: not valid JSON');
  });
  it('every problem at once', () => {
    const message = problemsOf('missing-entry.json');
    expect(message).toContain('$.entry: is required');
    expect(message).toContain(
      '$.expectedCalls.order: must be one of "strict", "unordered", "subset", got "sometimes"',
    );
  });
  it('every committed scenario is valid', () => {
    const files = findScenarioFiles([join(PACKAGE_ROOT, 'scenarios')]);
    expect(files.length).toBeGreaterThan(0);
    expect(() => loadScenarioFiles(files)).not.toThrow();
  });
});
