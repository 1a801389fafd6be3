import { useEffect, useState } from 'react';

/** Tailwind's lg breakpoint: from here the dashboard has two columns. */
const WIDE = '(min-width: 1024px)';

/** True on screens of a laptop or larger. False during server rendering and before the first effect. */
export function useWideScreen(): boolean {
  const [wide, setWide] = useState(false);
  useEffect(() => {
    const query = window.matchMedia?.(WIDE);
    if (!query) return;
    setWide(query.matches);
    const onChange = () => setWide(query.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  return wide;
}
