import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { PACKAGE_ROOT } from '../src/hosts/paths';
import { findScenarioFiles, loadScenarioFiles } from '../src/hosts/scenario-files';

// The README lists the test ids a scenario may use: QA reads it and nothing else, so a shipped
// scenario that needs an id it does not list means the list is out of date.
it('every test id the shipped scenarios use is in the README list', () => {
  const readme = readFileSync(join(PACKAGE_ROOT, 'README.md'), 'utf8');
  const section = readme.slice(readme.indexOf('### Test ids a scenario may use'));
  const listed = new Set([...section.matchAll(/`([a-z0-9-]+)`/g)].map((m) => m[1]));
  const used = new Set(
    loadScenarioFiles(findScenarioFiles([join(PACKAGE_ROOT, 'scenarios')])).flatMap((item) =>
      item.scenario.steps.flatMap((s) => ('testId' in s && s.testId ? [s.testId] : [])),
    ),
  );
  expect([...used].filter((id) => !listed.has(id))).toEqual([]);
});
