import { readFileSync } from 'node:fs';
import { formatCall } from '../../core/call-log';
import { withoutControls } from '../../core/control-chars';
import { type CoverageRow, uncovered } from '../../core/coverage';
import { countResults } from './count-results';
import type { ScenarioResult } from '../../core/replay';
import { redactResult } from './redact-result';

/**
 * Every value the report prints goes through this: the results carry the page's data (its calls'
 * fields, texts it showed) and a grid node's answers, which must stay text in the report.
 */
const esc = (value: unknown) =>
  withoutControls(String(value ?? '')).replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );
/** Seconds with two decimals; a value that is not a number shows as it is (escaped by the caller). */
const seconds = (ms: unknown) => (typeof ms === 'number' ? (ms / 1000).toFixed(2) : String(ms));

function image(file: string): string {
  try {
    return `<img alt="screenshot" src="data:image/png;base64,${readFileSync(file).toString('base64')}">`;
  } catch {
    return '';
  }
}

function scenarioSection(result: ScenarioResult): string {
  // Tokens, phone numbers and codes never reach the report.
  const r = redactResult(result);
  const steps = r.steps
    .map(
      (s) =>
        `<tr class="${s.ok ? 'ok' : 'bad'}"><td>${esc(s.index + 1)}</td><td>${esc(s.label)}</td><td>${esc(s.ms)} ms</td><td>${esc(s.error ?? s.note ?? '')}${s.screenshot ? image(s.screenshot) : ''}</td></tr>`,
    )
    .join('');
  const calls = r.calls
    .map((c) => `<tr><td>${esc(c.at)} ms</td><td>${esc(c.method)}</td><td><code>${esc(JSON.stringify(c.params ?? {}))}</code></td><td>${esc(c.reply ? formatCall(c).split(' → ')[1] ?? '' : c.source)}</td><td>${esc(c.latencyMs)}</td></tr>`)
    .join('');
  const requests = r.requests
    .map((q) => `<tr><td>${esc(String(q.method ?? ''))}</td><td>${esc(q.path)}</td><td><code>${esc(JSON.stringify(q.params ?? {}).slice(0, 300))}</code></td></tr>`)
    .join('');
  return `<section id="${esc(r.name)}" class="${r.ok ? 'ok' : 'bad'}">
<h2>${r.ok ? '✔' : '✘'} ${esc(r.name)} <small>${esc(r.device)} · ${esc(r.host)}${r.engine ? ` · ${esc(r.engine)}` : ''}${r.node ? ` · node ${esc(r.node)}` : ''} · ${esc(seconds(r.durationMs))} s</small></h2>${r.retried ? `<p class="limit">retried: ${esc(r.retried)}</p>` : ''}${(r.limits ?? []).map((l) => `<p class="limit">engine limit: ${esc(l)}</p>`).join('')}${r.malformedCalls?.length ? `<p class="limit">malformed call log entries dropped (the page's data): ${esc(r.malformedCalls.join('; '))}</p>` : ''}
${r.error ? `<p class="error">${esc(r.error)}</p>` : ''}
${r.comparison && !r.comparison.ok ? `<pre class="diff">${esc(r.comparison.diff)}</pre>` : ''}
${chaosLine(r)}
<details open><summary>Steps</summary><table>${steps}</table></details>
<details ${r.ok ? '' : 'open'}><summary>Bridge timeline (${esc(r.calls.length)})</summary><table><tr><th>at</th><th>method</th><th>params</th><th>reply</th><th>latency</th></tr>${calls}</table></details>
<details><summary>Requests (${esc(r.requests.length)})</summary><table>${requests}</table></details>
</section>`;
}

export interface ReportExtras {
  coverage?: CoverageRow[];
  /** The chaos seed of the run, when it ran in chaos mode. */
  seed?: number;
  /** A grid run: its endpoint and the URL its nodes were given for the pages. */
  grid?: { url: string; pageUrl: string; engines: string[] };
}

function coverageSection(rows: CoverageRow[]): string {
  const zero = uncovered(rows);
  const body = rows
    .map(
      (r) =>
        `<tr class="${r.count ? '' : 'bad'}"><td>${esc(r.kind)}</td><td>${esc(r.name)}</td><td>${esc(r.count)}</td><td>${esc(r.platforms.join(', '))}</td><td>${esc(r.protocols.join(', '))}</td><td>${esc(r.engines.join(', '))}</td><td>${esc(
          Object.entries(r.outcomes)
            .map(([o, n]) => `${o} ${n}`)
            .join(', ') || 'not exercised',
        )}</td><td>${esc(r.scenarios.slice(0, 4).join(', '))}${r.scenarios.length > 4 ? ` +${esc(r.scenarios.length - 4)}` : ''}</td></tr>`,
    )
    .join('');
  return `<section id="bridge-coverage" class="${zero.length ? 'bad' : 'ok'}"><h2>Bridge coverage: ${esc(rows.length - zero.length)} of ${esc(rows.length)} methods and events exercised</h2>
<table><tr><th></th><th>name</th><th>count</th><th>platforms</th><th>protocols</th><th>engines</th><th>how</th><th>scenarios</th></tr>${body}</table></section>`;
}

function chaosLine(r: ScenarioResult): string {
  if (!r.chaos) return '';
  const items = Object.entries(r.chaos.responders)
    .map(([m, d]) => `<li><code>${esc(m)}</code>: ${esc(d)}</li>`)
    .join('');
  return `<details ${r.ok ? '' : 'open'}><summary>Chaos responders (seed ${esc(r.chaos.seed)})</summary><ul>${items}</ul></details>`;
}

/** One self-contained HTML page: each scenario's steps, bridge timeline, requests and screenshots. */
export function htmlReport(results: ScenarioResult[], extra: ReportExtras = {}): string {
  const { passed, failed, skipped } = countResults(results);
  return `<!doctype html><html lang="en"><meta charset="utf-8"><title>Emulator replay</title>
<style>body{font:14px system-ui;margin:24px}section{border-left:4px solid #2a2;padding:4px 12px;margin:12px 0}section.bad{border-color:#d22}
tr.bad{background:#fee}td,th{padding:2px 8px;text-align:left;vertical-align:top}pre.diff{background:#f6f6f6;padding:8px}img{max-width:240px;display:block}small{color:#666;font-weight:normal}.error{color:#b00}</style>
<h1>Emulator replay: ${esc(passed)} passed, ${esc(failed)} failed, ${esc(skipped)} skipped</h1>
${extra.seed !== undefined ? `<p>Chaos seed <strong>${esc(extra.seed)}</strong>: <code>emulator replay --chaos --seed ${esc(extra.seed)}</code> draws the same responders.</p>` : ''}
${extra.grid ? `<p>Grid <code>${esc(extra.grid.url)}</code>, engines ${esc(extra.grid.engines.join(', '))}; the nodes were given <code>${esc(extra.grid.pageUrl)}</code> for the pages.</p>` : ''}
${extra.coverage ? coverageSection(extra.coverage) : ''}
<ul>${results.map((r) => `<li><a href="#${esc(r.name)}">${r.ok ? '✔' : '✘'} ${esc(r.name)}</a> ${esc(seconds(r.durationMs))} s</li>`).join('')}</ul>
${results.map(scenarioSection).join('\n')}
</html>`;
}
