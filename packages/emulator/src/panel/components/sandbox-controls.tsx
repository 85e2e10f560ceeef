import type { FixtureAreas, SandboxFault } from '@hybrid-loan/dev-contract';
import { useEffect, useState } from 'react';
import { T } from '../texts';

type Areas = FixtureAreas['areas'];
type FaultKind = keyof typeof T.sandbox.kinds;

const api = async (path: string, method = 'GET', body?: unknown): Promise<unknown> => {
  const r = await fetch(path, {
    method,
    headers: { 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const json = (await r.json().catch(() => ({}))) as { error?: string };
  if (!r.ok) throw new Error(json.error ?? `HTTP ${r.status}`);
  return json;
};

function faultOf(endpoint: string, kind: FaultKind, value: string, times: string): SandboxFault {
  const base: SandboxFault = { endpoint, ...(times ? { times: Number(times) } : {}) };
  if (kind === 'latency') return { ...base, latencyMs: Number(value) || 1000 };
  if (kind === 'code')
    return { ...base, code: value || '401', message: 'injected in the emulator' };
  if (kind === 'status500') return { ...base, status: 500 };
  if (kind === 'malformed') return { ...base, malformed: true };
  return { ...base, drop: true };
}

const describe = (f: SandboxFault) =>
  `${f.endpoint}: ${
    f.latencyMs
      ? `+${f.latencyMs} ms`
      : f.code !== undefined
        ? `code ${f.code}`
        : f.status
          ? `HTTP ${f.status}`
          : f.malformed
            ? 'malformed'
            : 'drop'
  }${f.times ? ` ×${f.times}` : ''}`;

/** The sandbox's fixtures and faults for this borrower's device, through its control API. */
export function SandboxControls(props: { deviceId: string; onChanged(): void }) {
  const [areas, setAreas] = useState<Areas | null>(null);
  const [chosen, setChosen] = useState<Record<string, string>>({});
  const [faults, setFaults] = useState<SandboxFault[]>([]);
  const [endpoint, setEndpoint] = useState('*');
  const [kind, setKind] = useState<FaultKind>('status500');
  const [value, setValue] = useState('');
  const [times, setTimes] = useState('');
  const [problem, setProblem] = useState('');
  const device = encodeURIComponent(props.deviceId);

  useEffect(() => {
    api('/api/sandbox/fixtures')
      .then((b) => setAreas((b as FixtureAreas).areas))
      .catch((e: Error) => setProblem(T.sandbox.failed(e.message)));
  }, []);

  const choose = (area: string, fixture: string) =>
    api(`/api/sandbox/${device}/fixtures`, 'POST', { [area]: fixture })
      .then(() => {
        setChosen({ ...chosen, [area]: fixture });
        setProblem('');
        props.onChanged();
      })
      .catch((e: Error) => setProblem(T.sandbox.failed(e.message)));
  const putFaults = (next: SandboxFault[]) =>
    api(`/api/sandbox/${device}/faults`, 'PUT', { faults: next })
      .then(() => {
        setFaults(next);
        setProblem('');
      })
      .catch((e: Error) => setProblem(T.sandbox.failed(e.message)));

  return (
    <div className="dock-section" data-testid="emulator-sandbox">
      <h2>{T.sandbox.fixtures}</h2>
      <p className="hint">{T.sandbox.fixturesHint}</p>
      {problem ? (
        <p className="problem" role="alert">
          {problem}
        </p>
      ) : null}
      {!areas ? (
        problem ? null : (
          <p className="hint">{T.sandbox.loading}</p>
        )
      ) : (
        <div className="form-grid">
          {Object.entries(areas).map(([area, a]) => (
            <label key={area}>
              {area}
              <select
                aria-label={area}
                value={chosen[area] ?? a.default}
                onChange={(e) => void choose(area, e.target.value)}
              >
                {a.fixtures.map((f) => (
                  <option key={f}>{f}</option>
                ))}
              </select>
            </label>
          ))}
        </div>
      )}
      <h2>{T.sandbox.faults}</h2>
      <form
        className="form-grid"
        onSubmit={(e) => {
          e.preventDefault();
          void putFaults([...faults, faultOf(endpoint.trim() || '*', kind, value, times)]);
        }}
      >
        <label>
          {T.sandbox.endpoint}
          <input
            value={endpoint}
            onChange={(e) => setEndpoint(e.target.value)}
            title={T.sandbox.endpointHint}
          />
        </label>
        <label>
          {T.sandbox.kind}
          <select
            aria-label={T.sandbox.kind}
            value={kind}
            onChange={(e) => setKind(e.target.value as FaultKind)}
          >
            {(Object.keys(T.sandbox.kinds) as FaultKind[]).map((k) => (
              <option key={k} value={k}>
                {T.sandbox.kinds[k]}
              </option>
            ))}
          </select>
        </label>
        {kind === 'latency' || kind === 'code' ? (
          <label>
            {T.sandbox.value}
            <input
              value={value}
              onChange={(e) => setValue(e.target.value)}
              placeholder={kind === 'latency' ? '1500' : '401'}
            />
          </label>
        ) : null}
        <label>
          {T.sandbox.times}
          <input
            value={times}
            inputMode="numeric"
            onChange={(e) => setTimes(e.target.value.replace(/\D/g, ''))}
          />
        </label>
        <div className="row">
          <button type="submit">{T.sandbox.add}</button>
          <button type="button" onClick={() => void putFaults([])} disabled={!faults.length}>
            {T.sandbox.clear}
          </button>
        </div>
      </form>
      {faults.length ? (
        <ul className="faults">
          {faults.map((f, i) => (
            <li key={`${describe(f)}-${String(i)}`}>{describe(f)}</li>
          ))}
        </ul>
      ) : (
        <p className="hint">{T.sandbox.none}</p>
      )}
    </div>
  );
}
