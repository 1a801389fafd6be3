import { useEffect } from 'react';
import { usePublicConfig } from '../config/PublicConfigContext.tsx';

export function useDocumentTitle(title: string): void {
  const { productName } = usePublicConfig();
  useEffect(() => {
    document.title = `${title} | ${productName}`;
  }, [title, productName]);
}
