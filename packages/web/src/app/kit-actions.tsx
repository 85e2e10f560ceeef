import { type ReactNode, useMemo } from 'react';
import { PROBLEM_INIT_V3_CALL } from '../features/complaint/early-calls';
import { bridge, useLeavePage } from '../lib/bridge';
import { describeError, type OnResume, onSessionExpired, useResumeRefetch } from '../lib/http';
import { ComplaintTypesCallProvider } from '../lib/user-problem';
import { KitActionsProvider } from '../ui/kit-actions/kit-actions';

// The http client's two actions from the shell (lib/http imports no bridge): an expired session
// logs the borrower out (the shell shows its login), and the shell's resume refetches the page.
onSessionExpired(() => void bridge.logout({}).catch(() => undefined));
const onResume: OnResume = (listener) => bridge.on('resume', listener);

/**
 * The kit's actions from the app: leaving through the bridge, errors described by the http
 * client's kinds, the refetch when the webview resumes (inside the page's query cache); and what one feature's pages need of another's declarations (the complaint
 * types call, for the chatbot's hand-over), since features do not import each other. Loaded with
 * the page (route-page.tsx), not with the shell: it brings the bridge SDK and the http index,
 * which the shell never imports.
 */
export function AppKitActions({ children }: { children: ReactNode }) {
  useResumeRefetch(onResume);
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
