import { useRef } from 'react';

type Field = HTMLInputElement | HTMLTextAreaElement;

/**
 * Keeps a controlled field showing its value after an edit the parent did not take (a cap, a
 * refused character, a refused tick). React puts the value back after every event by itself;
 * Preact, which serves React's API in the build, does it only when the component renders again,
 * and an edit that changes no state renders nothing.
 *
 * Returns `settle`, for the change handler to call with the field once it has passed the edit on.
 * `restored` runs when the value had to be put back (the masked input puts its caret back there).
 */
export function useControlled<E extends Field>(
  prop: 'value' | 'checked',
  shown: string | boolean,
  restored?: (field: E) => void,
): (field: E) => void {
  const latest = useRef(shown);
  latest.current = shown;
  return (field) => {
    // A microtask queued after the handler's state update, so after the render it brings, if any.
    void Promise.resolve().then(() => {
      const target = field as unknown as Record<'value' | 'checked', string | boolean>;
      if (target[prop] === latest.current) return;
      target[prop] = latest.current;
      restored?.(field);
    });
  };
}
