import { createContext, type ReactNode, useContext } from 'react';

/**
 * What the kit needs from the app and does not do itself: the kit has no bridge and no HTTP
 * client, so the app hands it the one "leave this page" action and the sentence for an error.
 */
export interface KitActions {
  /** Leaves the page: back in this app, else the shell closes the webview. */
  leave: () => void;
  /** A sentence for the borrower saying what went wrong (an `ApiError` by its kind). */
  describeError: (error: unknown) => string;
}

const KitActionsContext = createContext<KitActions | null>(null);

/** The app gives the kit its actions around every page (`app/kit-actions.tsx`). */
export function KitActionsProvider({
  value,
  children,
}: {
  value: KitActions;
  children: ReactNode;
}) {
  return <KitActionsContext.Provider value={value}>{children}</KitActionsContext.Provider>;
}

/** The app's actions; a kit part rendered outside `KitActionsProvider` is a wiring mistake. */
export function useKitActions(): KitActions {
  const actions = useContext(KitActionsContext);
  if (!actions) throw new Error('The UI kit needs <KitActionsProvider> around the page');
  return actions;
}
