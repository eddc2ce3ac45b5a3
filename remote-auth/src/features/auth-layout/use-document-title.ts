import { useEffect } from 'react';

/** Sets `document.title` to "<page> · Parent Portal" while the page is shown. */
export function useDocumentTitle(page: string): void {
  useEffect(() => {
    document.title = `${page} · Parent Portal`;
  }, [page]);
}
