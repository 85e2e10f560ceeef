import type { Manifest } from '@hybrid-loan/offline-package';
import { describe, expect, it } from 'vitest';
import { DevicePackage } from './device-package';
import { packageProblem } from './scenario-package';

const opened = (build: number) =>
  new DevicePackage(
    { ok: true, manifest: { version: '1.0.0', build } as Manifest, files: new Map() },
    'http://app.test',
  );
const refused = (code: string) =>
  new DevicePackage({ ok: false, code, reason: 'why' }, 'http://app.test');

describe('packageProblem: what a scenario expects of its package against what the shell did', () => {
  it('passes a refusal with the expected code, and says which code came instead', () => {
    expect(
      packageProblem(
        { version: '1.0.0', build: 5, expect: 'refused', refusal: 'DOWNGRADE' },
        refused('DOWNGRADE'),
      ),
    ).toBeUndefined();
    expect(
      packageProblem(
        { version: '1.0.0', build: 5, expect: 'refused', refusal: 'DOWNGRADE' },
        refused('FILE_MISMATCH'),
      ),
    ).toBe('package: expected the refusal DOWNGRADE, the verifier said FILE_MISMATCH');
    expect(
      packageProblem({ version: '1.0.0', build: 5, expect: 'healthy' }, refused('UNKNOWN_KEY')),
    ).toBe('package: expected healthy, the shell refused it (UNKNOWN_KEY)');
  });

  it('tells healthy, rolled back and still pending apart', () => {
    const healthy = opened(1);
    healthy.health.healthy(1);
    expect(
      packageProblem({ version: '1.0.0', build: 1, expect: 'healthy' }, healthy),
    ).toBeUndefined();
    const silent = opened(2);
    silent.health.noReport(2);
    expect(
      packageProblem({ version: '1.0.0', build: 2, expect: 'rolled-back' }, silent),
    ).toBeUndefined();
    expect(packageProblem({ version: '1.0.0', build: 2, expect: 'healthy' }, silent)).toBe(
      'package: expected healthy, the shell rolled it back',
    );
    expect(packageProblem({ version: '1.0.0', build: 3, expect: 'rolled-back' }, opened(3))).toBe(
      'package: expected rolled-back, the shell still had it pending',
    );
  });
});
