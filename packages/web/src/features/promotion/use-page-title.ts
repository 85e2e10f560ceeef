import { useEffect } from 'react';

/** The tab and share title of a promotion page; the previous one comes back when it closes. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    if (!title) return undefined;
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
