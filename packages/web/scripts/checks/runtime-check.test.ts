import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dependencyTree, treeFailures } from './runtime-check.mjs';

const repoRoot = join(import.meta.dirname, '..', '..', '..', '..');
const lock = JSON.parse(readFileSync(join(repoRoot, 'package-lock.json'), 'utf8'));

describe('the runtime in the dependency tree', () => {
  it('packages/web depends on React 19 and on no stand-in for it (preact)', () => {
    const tree = dependencyTree(lock, 'packages/web');
    expect(tree.has('@testing-library/react')).toBe(true);
    expect(treeFailures(tree)).toEqual([]);
  });

  it('finds a stand-in however deep it comes, and a missing React', () => {
    const fake = {
      packages: {
        'packages/web': { dependencies: { lib: '1' }, devDependencies: { '@hybrid-loan/x': '1' } },
        'node_modules/lib': { version: '1.0.0', dependencies: { compat: '1' } },
        'node_modules/lib/node_modules/compat': { version: '2.0.0', dependencies: { preact: '*' } },
        'node_modules/@hybrid-loan/x': { link: true, resolved: 'packages/x' },
        'packages/x': { version: '1.0.0', dependencies: { react: '18' } },
        'node_modules/react': { version: '18.3.1' },
        'node_modules/preact': { version: '11.2.0' },
      },
    };
    const tree = dependencyTree(fake, 'packages/web');
    expect([...tree.keys()].sort()).toEqual(['@hybrid-loan/x', 'compat', 'lib', 'preact', 'react']);
    expect(treeFailures(tree)).toEqual([
      'preact is in the dependency tree: the pages run on React itself',
      'react 19 is not in the dependency tree (found: 18.3.1)',
      'react-dom 19 is not in the dependency tree (found: none)',
    ]);
  });
});
