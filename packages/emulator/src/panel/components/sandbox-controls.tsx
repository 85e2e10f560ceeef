import type { FixtureAreas, SandboxFault } from '@hybrid-loan/dev-contract';
import { useEffect, useState } from 'react';
import { panelApi as api } from '../panel-api';
import { T } from '../texts';
import { useProblem } from '../use-problem';
import { ProblemAlert } from './problem-alert';
import { SelectField } from './select-field';
import { TextField } from './text-field';

type Areas = FixtureAreas['areas'];
type FaultKind = keyof typeof T.sandbox.kinds;

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
  const { problem, attempt, fail } = useProblem(T.sandbox.failed);
  const device = encodeURIComponent(props.deviceId);

  useEffect(() => {
    api('/api/sandbox/fixtures')
      .then((b) => setAreas((b as FixtureAreas).areas))
      .catch(fail);
  }, [fail]);

  const choose = (area: string, fixture: string) =>
    attempt(api(`/api/sandbox/${device}/fixtures`, 'POST', { [area]: fixture }), () => {
      setChosen({ ...chosen, [area]: fixture });
      props.onChanged();
    });
  const putFaults = (next: SandboxFault[]) =>
    attempt(api(`/api/sandbox/${device}/faults`, 'PUT', { faults: next }), () => setFaults(next));

  return (
    <div className="dock-section" data-testid="emulator-sandbox">
      <h2>{T.sandbox.fixtures}</h2>
      <p className="hint">{T.sandbox.fixturesHint}</p>
      <ProblemAlert problem={problem} />
      {!areas ? (
        problem ? null : (
          <p className="hint">{T.sandbox.loading}</p>
        )
      ) : (
        <div className="form-grid">
          {Object.entries(areas).map(([area, a]) => (
            <SelectField
              key={area}
              label={area}
              value={chosen[area] ?? a.default}
              options={a.fixtures}
              onChange={(fixture) => void choose(area, fixture)}
            />
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
        <TextField
          label={T.sandbox.endpoint}
          value={endpoint}
          onChange={setEndpoint}
          title={T.sandbox.endpointHint}
        />
        <SelectField<FaultKind>
          label={T.sandbox.kind}
          value={kind}
          choices={T.sandbox.kinds}
          onChange={setKind}
        />
        {kind === 'latency' || kind === 'code' ? (
          <TextField
            label={T.sandbox.value}
            value={value}
            onChange={setValue}
            placeholder={kind === 'latency' ? '1500' : '401'}
          />
        ) : null}
        <TextField label={T.sandbox.times} value={times} onChange={setTimes} digits />
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
