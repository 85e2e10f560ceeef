import { T } from '../texts';

export type Policy = 'stub' | 'fail' | 'ask';
export type Protocol = 'message' | 'legacy';

/** How the shell answers calls nobody scripted, and which wire it speaks (reloads the page). */
export function ShellSettings(props: {
  policy: Policy;
  protocol: Protocol;
  onPolicy(policy: Policy): void;
  onProtocol(protocol: Protocol): void;
}) {
  return (
    <div className="dock-section form-grid">
      <label>
        {T.shell.policy}
        <select
          aria-label={T.shell.policy}
          value={props.policy}
          onChange={(e) => props.onPolicy(e.target.value as Policy)}
        >
          {Object.entries(T.shell.policies).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </label>
      <label>
        {T.shell.protocol}
        <select
          value={props.protocol}
          onChange={(e) => props.onProtocol(e.target.value as Protocol)}
        >
          <option value="message">message</option>
          <option value="legacy">legacy</option>
        </select>
      </label>
    </div>
  );
}
