import { useCallback } from 'react';
import { type NavigateFunction, useNavigate } from 'react-router-dom';
import { bridge } from './bridge';
import { backInApp } from './in-app-history';

/** What `useLeavePage`'s action does, for code that holds the router's `navigate` itself. */
export function leavePage(navigate: NavigateFunction, parent?: string): void {
  if (backInApp()) return;
  if (parent) void navigate(parent, { replace: true });
  else void bridge.closeWebview({}).catch(() => navigate(-1));
}

/**
 * The one "leave this page" action: back to the previous page of this app when the borrower came
 * from one; else to `parent` when the page has one in this app (a complaint's list), replacing this
 * entry; else close the webview (the shell opened this page). In a plain browser, where there is no
 * shell to close anything, it goes back in the browser's history instead.
 */
export function useLeavePage(parent?: string): () => void {
  const navigate = useNavigate();
  return useCallback(() => leavePage(navigate, parent), [navigate, parent]);
}
