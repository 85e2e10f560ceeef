import { type ReactNode, useMemo } from 'react';
import { PROBLEM_INIT_V3_CALL } from '../features/complaint/early-calls';
import { useLeavePage } from '../lib/bridge';
import { describeError } from '../lib/http';
import { ComplaintTypesCallProvider } from '../lib/user-problem';
import { KitActionsProvider } from '../ui/kit-actions/kit-actions';

/**
 * The kit's actions from the app: leaving through the bridge, errors described by the http
 * client's kinds; and what one feature's pages need of another's declarations (the complaint
 * types call, for the chatbot's hand-over), since features do not import each other. Loaded with
 * the page (route-page.tsx), not with the shell: it brings the bridge SDK and the http index,
 * which the shell never imports.
 */
export function AppKitActions({ children }: { children: ReactNode }) {
  const leave = useLeavePage();
  const value = useMemo(() => ({ leave, describeError }), [leave]);
  return (
    <KitActionsProvider value={value}>
      <ComplaintTypesCallProvider value={PROBLEM_INIT_V3_CALL}>
        {children}
      </ComplaintTypesCallProvider>
    </KitActionsProvider>
  );
}
