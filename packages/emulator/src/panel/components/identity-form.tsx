import { useState } from 'react';
import { IDENTITY_KEYS, type Identity } from '../../core/identity';
import { T } from '../texts';

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
    <div className="dock-section">
      <div className="form-grid">
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
      <div className="row">
        <button type="button" onClick={() => props.onApply(draft)}>
          {T.identityForm.apply}
        </button>
        <button type="button" onClick={props.onGenerate}>
          {T.identityForm.generate}
        </button>
        <button type="button" onClick={() => props.onApply({ ...draft, token: '' })}>
          {T.identityForm.signedOut}
        </button>
      </div>
    </div>
  );
}
