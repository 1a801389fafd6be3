import { useEffect, useRef } from 'react';
import { useToastStore } from './toastStore.ts';

/**
 * Where toasts appear: bottom right, one at a time. The live regions exist from the first render so
 * screen readers announce what is put into them (assertively for errors). F8 moves focus to the toast.
 */
export function Toaster() {
  const current = useToastStore((state) => state.current);
  const dismiss = useToastStore((state) => state.dismiss);
  const region = useRef<HTMLElement>(null);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'F8') region.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  const destructive = current?.variant === 'destructive';
  const card = current && (
    <div
      data-testid="toast"
      className={`pointer-events-auto w-full rounded-lg border p-4 pr-10 shadow-lg ${
        destructive ? 'border-red-700 bg-red-600 text-white' : 'border-slate-200 bg-white text-slate-900'
      }`}
    >
      <p className="font-semibold">{current.title}</p>
      {current.description && (
        <p className={`mt-1 text-sm ${destructive ? 'text-red-50' : 'text-slate-600'}`}>
          {current.description}
        </p>
      )}
      <button
        type="button"
        aria-label="Close notification"
        onClick={() => dismiss(current.id)}
        className="absolute top-2 right-2 rounded px-2 text-lg leading-none opacity-70 hover:opacity-100"
      >
        ×
      </button>
    </div>
  );

  return (
    <section
      ref={region}
      tabIndex={-1}
      aria-label="Notifications (F8)"
      className="pointer-events-none fixed right-0 bottom-0 z-50 flex w-full max-w-sm flex-col p-4 outline-none"
    >
      <div role="status" aria-live="polite" aria-atomic="true" className="relative">
        {!destructive && card}
      </div>
      <div role="alert" aria-live="assertive" aria-atomic="true" className="relative">
        {destructive && card}
      </div>
    </section>
  );
}
