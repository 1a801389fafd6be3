/** Shown while the app finds out who is signed in, or while a page's code loads. */
export function PageSpinner({ label = 'Loading…' }: { label?: string }) {
  return (
    <div
      role="status"
      className="flex min-h-[60vh] flex-col items-center justify-center gap-3 text-slate-500"
    >
      <span
        aria-hidden="true"
        className="h-10 w-10 animate-spin rounded-full border-4 border-sky-100 border-t-sky-700"
      />
      <span className="text-sm">{label}</span>
    </div>
  );
}
