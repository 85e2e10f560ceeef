import type { FieldReportList, SandboxVital } from '@hybrid-loan/dev-contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { panelApi } from '../panel-api';
import { T } from '../texts';
import type { BarsAgainstGoal } from './charts';
import { errorGroups, VITAL_GOALS, VITAL_NAMES, type VitalName, vitalRows } from './field-model';

type Charts = { drawBars(canvas: HTMLCanvasElement, data: BarsAgainstGoal): () => void };
// Not a static import: the charts are their own bundle, loaded the first time the view opens.
const CHARTS_URL = '/panel-charts.js';
let charts: Promise<Charts> | undefined;
const loadCharts = () => {
  charts ??= import(/* @vite-ignore */ CHARTS_URL) as Promise<Charts>;
  return charts;
};

const UNITS: Record<VitalName, string> = { LCP: 'ms', INP: 'ms', CLS: '' };

function VitalChart({ name, vitals }: { name: VitalName; vitals: SandboxVital[] }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const rows = vitalRows(vitals, name);
  const key = JSON.stringify(rows);
  // biome-ignore lint/correctness/useExhaustiveDependencies: redrawn when the rows change (their JSON).
  useEffect(() => {
    let destroy: (() => void) | undefined;
    let live = true;
    void loadCharts().then((c) => {
      if (!live || !canvas.current || !rows.length) return;
      destroy = c.drawBars(canvas.current, {
        labels: rows.map((r) => `${r.page} · ${r.engine}`),
        values: rows.map((r) => r.p75),
        goal: VITAL_GOALS[name],
        unit: UNITS[name],
        title: name,
      });
    });
    return () => {
      live = false;
      destroy?.();
    };
  }, [key]);
  return (
    <figure className="field-chart">
      <figcaption>{T.field.vitalTitle(name, VITAL_GOALS[name], UNITS[name])}</figcaption>
      {rows.length ? <canvas ref={canvas} /> : <p className="hint">{T.field.noVitals}</p>}
    </figure>
  );
}

/** What the sandbox received from the pages: vitals at p75 against their goals, errors grouped. */
export function FieldView(props: { onOpenPage(page: string): void }) {
  const [vitals, setVitals] = useState<SandboxVital[]>([]);
  const [reports, setReports] = useState<FieldReportList['reports']>([]);
  const [problem, setProblem] = useState('');
  const refresh = useCallback(() => {
    panelApi('/api/field')
      .then((b) => {
        const body = b as { vitals: SandboxVital[]; reports: FieldReportList['reports'] };
        setVitals(body.vitals);
        setReports(body.reports);
        setProblem('');
      })
      .catch((error: Error) => setProblem(error.message));
  }, []);
  useEffect(refresh, [refresh]);
  const groups = errorGroups(reports);
  const time = (at: number) => new Date(at).toLocaleTimeString();
  return (
    <section className="field-view" aria-label={T.tabs.field}>
      <button type="button" onClick={refresh}>
        {T.field.refresh}
      </button>
      {problem ? <p role="alert">{problem}</p> : null}
      {VITAL_NAMES.map((name) => (
        <VitalChart key={name} name={name} vitals={vitals} />
      ))}
      <h3>{T.field.errors(groups.length)}</h3>
      <table className="field-errors">
        <thead>
          <tr>
            {T.field.columns.map((c) => (
              <th key={c}>{c}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {groups.map((g) => (
            <tr key={g.key}>
              <td>{g.type}</td>
              <td>
                {g.title}
                {g.topFrame ? <code> {g.topFrame}</code> : null}
              </td>
              <td>{g.count}</td>
              <td>{g.engines.join(', ')}</td>
              <td>{time(g.firstSeen)}</td>
              <td>{time(g.lastSeen)}</td>
              <td>
                {g.pages.map((p) => (
                  <button
                    key={p}
                    type="button"
                    className="link"
                    onClick={() => props.onOpenPage(p)}
                  >
                    {p}
                  </button>
                ))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
