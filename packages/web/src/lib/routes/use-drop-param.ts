import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { joinQuery } from '../url/link-parts';

/**
 * Takes a one-time parameter (`fresh=1`) out of the address once the page has read it, keeping the
 * rest as it is: a reload, or coming back to the page, must not act on it again.
 */
export function useDropParam(name: string, present: boolean): void {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (!present) return;
    const rest = new URLSearchParams(search);
    rest.delete(name);
    void navigate(joinQuery(pathname, rest), { replace: true });
  }, [present, name, pathname, search, navigate]);
}
