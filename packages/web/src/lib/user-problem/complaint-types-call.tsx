import { createContext, useContext } from 'react';
import type { PageCall } from '../http/page-call';

/**
 * The call that lists the complaint types an order allows. The complaint feature declares it (its
 * calls.ts, with the rest of its calls); the chatbot's hand-over asks it too. Features do not
 * import each other, so the app hands it in here (app/kit-actions.tsx), as it hands the kit its
 * actions: the declaration lives with its feature, and lib only receives it.
 */
const ComplaintTypesCall = createContext<PageCall<{ orderNo: string }> | null>(null);

export const ComplaintTypesCallProvider = ComplaintTypesCall.Provider;

/** The call the app handed in; null outside the app (the caller then does without it). */
export function useComplaintTypesCall(): PageCall<{ orderNo: string }> | null {
  return useContext(ComplaintTypesCall);
}
