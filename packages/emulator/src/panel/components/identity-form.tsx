import { useState } from 'react';
import { IDENTITY_KEYS, type Identity } from '../../core/identity';

/** Edits the borrower the shell puts in the URL; applying reloads the page with it. */
export function IdentityForm(props: {
  identity: Partial<Identity>;
  onApply(identity: Partial<Identity>): void;
  onGenerate(): void;
}) {
  const [draft, setDraft] = useState(props.identity);
  const [shownFor, setShownFor] = useState(props.identity);
  if (shownFor !== props.identity) {
    setShownFor(props.identity);
    setDraft(props.identity);
  }
  return (
    <fieldset className="box">
      <legend>Identity</legend>
      <div className="grid">
        {IDENTITY_KEYS.map((key) => (
          <label key={key}>
            {key}
            <input
              value={draft[key] ?? ''}
              type={key === 'token' ? 'password' : 'text'}
              onChange={(e) => setDraft({ ...draft, [key]: e.target.value })}
            />
          </label>
        ))}
      </div>
      <button type="button" onClick={() => props.onApply(draft)}>
        Apply
      </button>{' '}
      <button type="button" onClick={props.onGenerate}>
        New borrower
      </button>{' '}
      <button type="button" onClick={() => props.onApply({ ...draft, token: '' })}>
        Signed out
      </button>
    </fieldset>
  );
}
