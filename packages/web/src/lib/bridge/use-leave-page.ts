import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { bridge } from './bridge';
import { backInApp } from './in-app-history';

/**
 * The one "leave this page" action: back to the previous page of this app when the borrower came
 * from one; else to `parent` when the page has one in this app (a complaint's list), replacing this
 * entry; else close the webview (the shell opened this page). In a plain browser, where there is no
 * shell to close anything, it goes back in the browser's history instead.
 */
export function useLeavePage(parent?: string): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    if (backInApp()) return;
    if (parent) void navigate(parent, { replace: true });
    else void bridge.closeWebview({}).catch(() => navigate(-1));
  }, [navigate, parent]);
}
