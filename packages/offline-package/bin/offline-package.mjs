#!/usr/bin/env node
// The `offline-package` command: runs the TypeScript CLI through tsx (a dev tool of this monorepo).
import { register } from 'tsx/esm/api';

register();
await import('../src/cli.ts');
