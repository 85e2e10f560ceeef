// The support-floor check of the production build (run by `npm test`): no syntax, ES built-in or
// web API above the floor in the emitted JavaScript (ours and our dependencies'), unless feature-
// detected. The floor is packages/web/.browserslistrc (Android System WebView 80, iOS 14).
//   node scripts/checks/floor-check.mjs [dir]   (default: dist)
// Syntax and ES built-ins: es-check against the browserslist. Web APIs and static members:
// floor/api-scan.mjs against MDN's browser-compat-data. Exits 1 naming each API and file.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { scanSource } from './floor/api-scan.mjs';
import { describeTargets, floorTargets, webRoot } from './floor/targets.mjs';

// Uses the check reports that are known to be harmless, each with the reason.
export const ALLOWED = [
  {
    api: 'Intl.ListFormat',
    where: /list:\w+\(\(\w+,\w+\)=>\{(?:let|const) \w+=new Intl\.ListFormat/,
    reason:
      "i18next's `list` formatter, built only when a message uses `{{x, list}}`; no message does (Safari 14.0 lacks it, 14.1 has it)",
  },
];

const jsFiles = (dir) =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return jsFiles(path);
    return /\.m?js$/.test(name) ? [path] : [];
  });

/** API findings over every JS file of `dir`, the allowed ones removed (and returned apart). */
export function scanDir(dir, targets = floorTargets()) {
  const findings = [];
  const allowed = [];
  for (const file of jsFiles(dir)) {
    const source = readFileSync(file, 'utf8');
    for (const f of scanSource(source, relative(webRoot, file), targets)) {
      const rule = ALLOWED.find((a) => a.api === f.api && a.where.test(source));
      (rule ? allowed : findings).push(rule ? { ...f, reason: rule.reason } : f);
    }
  }
  return { findings, allowed };
}

/**
 * The inline scripts of the build's HTML (the app page's first read, the public pages' loader),
 * each written once into a folder of its own, so both checks read them as they read the files.
 * Returns the folder; the caller removes it.
 */
export function inlineScripts(dir) {
  const out = mkdtempSync(join(webRoot, '.floor-inline-'));
  const htmlFiles = (d) =>
    readdirSync(d).flatMap((name) => {
      const path = join(d, name);
      if (statSync(path).isDirectory()) return htmlFiles(path);
      return name.endsWith('.html') ? [path] : [];
    });
  const seen = new Set();
  for (const file of htmlFiles(dir))
    for (const [, code] of readFileSync(file, 'utf8').matchAll(/<script>([\s\S]*?)<\/script>/g))
      if (!seen.has(code)) {
        seen.add(code);
        writeFileSync(
          join(out, `inline-${seen.size}-${relative(dir, file).replace(/\W/g, '_')}.js`),
          code,
        );
      }
  return out;
}

/** es-check over `dir` with the same browserslist: syntax and ES built-ins (`Array.prototype.at`, ...). */
export function syntaxCheck(dir) {
  const bin = join(webRoot, 'node_modules', '.bin', 'es-check');
  const local = join(webRoot, '..', '..', 'node_modules', '.bin', 'es-check');
  const args = ['checkBrowser', `${relative(webRoot, dir)}/**/*.js`, '--module', '--checkFeatures'];
  args.push('--browserslistPath', join(webRoot, '.browserslistrc'), '--noColor');
  const run = spawnSync(statSafe(bin) ? bin : local, args, { cwd: webRoot, encoding: 'utf8' });
  const output = `${run.stdout}${run.stderr}`;
  const errors = [...output.matchAll(/erroring file: (\S+)\s+· error: (?:Error: )?([^\n]+)/g)].map(
    (m) => `${m[1]}: ${m[2]}`,
  );
  if (run.status !== 0 && errors.length === 0)
    errors.push(output.trim() || `es-check exited ${run.status}`);
  return errors;
}

function statSafe(path) {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = resolve(process.argv[2] ?? join(webRoot, 'dist'));
  const targets = floorTargets();
  console.log(`floor: ${describeTargets(targets)}`);
  const inline = inlineScripts(dir);
  let syntax;
  let findings;
  let allowed;
  try {
    syntax = [...syntaxCheck(dir), ...syntaxCheck(inline)];
    const files = scanDir(dir, targets);
    const inlined = scanDir(inline, targets);
    findings = [...files.findings, ...inlined.findings];
    allowed = [...files.allowed, ...inlined.allowed];
  } finally {
    rmSync(inline, { recursive: true, force: true });
  }
  for (const a of allowed) console.log(`allowed: ${a.api} in ${a.file} (${a.reason})`);
  for (const e of syntax)
    console.error(`floor check: syntax or ES built-in above the floor in ${e}`);
  for (const f of findings)
    console.error(
      `floor check: ${f.api} in ${f.file}:${f.line}:${f.column} is missing in ${f.lacking.join(', ')} ` +
        `and is used without feature detection\n    …${f.excerpt}…`,
    );
  const count = syntax.length + findings.length;
  if (count > 0) {
    console.error(
      `floor check: ${count} problem(s). Feature-detect, use a fallback or a polyfill.`,
    );
    process.exit(1);
  }
  console.log(
    `floor check: ${jsFiles(dir).length} files of ${relative(webRoot, dir)} and the HTML's inline scripts meet the floor`,
  );
}
