/** Record, stop and export the session as a scenario. */
export function RecordControls(props: {
  recording: boolean;
  steps: number;
  policy: 'stub' | 'fail' | 'ask';
  protocol: 'message' | 'legacy';
  message: string;
  onPolicy(policy: 'stub' | 'fail' | 'ask'): void;
  onProtocol(protocol: 'message' | 'legacy'): void;
  onRecord(): void;
  onStop(): void;
  onExport(): void;
}) {
  return (
    <fieldset className="box">
      <legend>Scenario</legend>
      <label>
        unscripted calls{' '}
        <select value={props.policy} onChange={(e) => props.onPolicy(e.target.value as 'stub')}>
          <option value="stub">stub</option>
          <option value="fail">fail</option>
          <option value="ask">ask</option>
        </select>
      </label>{' '}
      <label>
        protocol{' '}
        <select
          value={props.protocol}
          onChange={(e) => props.onProtocol(e.target.value as 'message')}
        >
          <option value="message">message</option>
          <option value="legacy">legacy</option>
        </select>
      </label>
      <div>
        {props.recording ? (
          <button type="button" onClick={props.onStop}>
            ■ Stop ({props.steps} steps)
          </button>
        ) : (
          <button type="button" onClick={props.onRecord}>
            ● Record
          </button>
        )}{' '}
        <button type="button" onClick={props.onExport}>
          Export scenario
        </button>
        <span className="message">{props.message}</span>
      </div>
    </fieldset>
  );
}
