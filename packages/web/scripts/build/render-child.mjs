// The child process of scripts/build/render-in-child.ts: imports a renderer bundled for Node, calls one
// of its exports with the given arguments, writes the JSON result to a file, then exits. The exit
// is explicit: whatever the renderer's modules start when they load (the app's bridge, listeners,
// timers) ends with this process and never keeps the build that spawned it alive.
// Usage: node render-child.mjs <module.mjs> <export> <args.json> <result.json>
import { readFileSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

const [moduleFile, exportName, argsFile, resultFile] = process.argv.slice(2);
try {
  const renderer = await import(pathToFileURL(moduleFile).href);
  const render = renderer[exportName];
  if (typeof render !== 'function') throw new Error(`${moduleFile} exports no ${exportName}()`);
  const result = await render(...JSON.parse(readFileSync(argsFile, 'utf8')));
  writeFileSync(resultFile, JSON.stringify(result));
  process.exit(0);
} catch (error) {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
}
