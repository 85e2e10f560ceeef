import { useEffect } from 'react';

/**
 * The document's title (the tab, the share sheet, the shell's title when it shows the page's) while
 * the page shows: the page's own title in its language; the previous one comes back when it closes.
 */
export function useDocumentTitle(title: string | null | undefined): void {
  useEffect(() => {
    if (!title) return undefined;
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
