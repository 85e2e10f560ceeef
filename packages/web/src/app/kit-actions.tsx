import { type ReactNode, useMemo } from 'react';
import { useLeavePage } from '../lib/bridge';
import { describeError } from '../lib/http';
import { KitActionsProvider } from '../ui/kit-actions/kit-actions';

/**
 * The kit's actions from the app: leaving through the bridge, errors described by the http
 * client's kinds. Loaded with the page (route-page.tsx), not with the shell: it brings the bridge
 * SDK and the http index, which the shell never imports.
 */
export function AppKitActions({ children }: { children: ReactNode }) {
  const leave = useLeavePage();
  const value = useMemo(() => ({ leave, describeError }), [leave]);
  return <KitActionsProvider value={value}>{children}</KitActionsProvider>;
}
