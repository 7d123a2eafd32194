import { useEffect } from 'react';

const productName = 'CampusHub';

/** Sets the tab title to "<title> · CampusHub" while the calling page is shown. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} · ${productName}`;
  }, [title]);
}
