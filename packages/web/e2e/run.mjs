// Runs the browser tests (vitest with the e2e config) on the project's Node.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.error(
    `Browser tests need Chromium at ${chromium}: run \`sudo apt-get install chromium\` or set CHROMIUM_PATH.`,
  );
  process.exit(1);
}
const result = spawnSync(
  'vitest',
  ['run', '--config', 'vitest.e2e.config.ts', ...process.argv.slice(2)],
  { stdio: 'inherit' },
);
process.exit(result.status ?? 1);
