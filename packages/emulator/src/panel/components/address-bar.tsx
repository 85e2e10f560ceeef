import { useState } from 'react';
import { ROUTE_SHORTCUTS } from '../../core/routes';

/** The hash route to open (the identity is added by the shell), with a shortcut to every route. */
export function AddressBar(props: { route: string; current: string; onGo(route: string): void }) {
  const [text, setText] = useState(props.route);
  return (
    <form
      className="address"
      onSubmit={(e) => {
        e.preventDefault();
        props.onGo(text);
      }}
    >
      <select
        aria-label="Routes"
        value=""
        onChange={(e) => {
          setText(e.target.value);
          props.onGo(e.target.value);
        }}
      >
        <option value="">Routes…</option>
        {ROUTE_SHORTCUTS.map((r) => (
          <option key={r.route} value={r.route}>
            {r.label}
          </option>
        ))}
      </select>
      <input aria-label="Route" value={text} onChange={(e) => setText(e.target.value)} />
      <button type="submit">Go</button>
      <span className="current" title="The page's URL now">
        {props.current}
      </span>
    </form>
  );
}
