import { useState } from 'react';
import { ROUTE_SHORTCUTS } from '../../core/routes';
import { T } from '../texts';

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
        aria-label={T.routes}
        value=""
        onChange={(e) => {
          setText(e.target.value);
          props.onGo(e.target.value);
        }}
      >
        <option value="">{T.routes}</option>
        {ROUTE_SHORTCUTS.map((r) => (
          <option key={r.route} value={r.route}>
            {r.label}
          </option>
        ))}
      </select>
      <input aria-label={T.route} value={text} onChange={(e) => setText(e.target.value)} />
      <button type="submit">{T.go}</button>
      <span className="current" title={T.currentUrl}>
        {props.current}
      </span>
    </form>
  );
}
