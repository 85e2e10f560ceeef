// Writes the contract's JSON Schema files (schema/*.schema.json) from src/schema/ (`schemaFiles`
// of wire-schema.ts), formatted as Biome formats them. `npm test` fails when the files differ
// from what this writes.
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { schemaFiles } from '../src/schema/wire-schema.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dir = join(root, 'schema');
mkdirSync(dir, { recursive: true });
const written = Object.entries(schemaFiles()).map(([name, schema]) => {
  const file = join(dir, name);
  writeFileSync(file, `${JSON.stringify(schema, null, 2)}\n`);
  return file;
});
execFileSync('npx', ['biome', 'format', '--write', ...written], { cwd: root, stdio: 'inherit' });
console.log(`Wrote ${written.length} schema files to ${dir}`);
