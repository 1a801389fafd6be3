import { useEffect, useState } from 'react';
import { SCROLL_REVEAL_PX } from '../../../domain/index.ts';

/** A "Back to top" button that appears once the visitor has scrolled past the first screenful. */
export function BackToTop() {
  const [shown, setShown] = useState(false);

  useEffect(() => {
    const update = () => setShown(window.scrollY > SCROLL_REVEAL_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  if (!shown) return null;
  return (
    <button
      type="button"
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      className="fixed right-4 bottom-20 z-30 rounded-full bg-sky-700 px-4 py-3 text-sm font-semibold text-white shadow-lg hover:bg-sky-800"
    >
      ↑ Back to top
    </button>
  );
}
