const PURPOSES = [
  { title: 'Contracts & legal', text: 'Obligations, dates and clauses' },
  { title: 'Research papers', text: 'Findings, methods and limits' },
  { title: 'Business reports', text: 'Figures, decisions and risks' },
  { title: 'Technical docs', text: 'Requirements and how things work' },
  { title: 'Meeting transcripts', text: 'Decisions and action items' },
  { title: 'Long articles', text: 'The argument in minutes' },
] as const;

/** 'Perfect for analyzing': the kinds of documents the summarizer is made for. */
export function PurposeGrid() {
  return (
    <section
      aria-labelledby="purposes-title"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id="purposes-title" className="text-lg font-bold text-slate-900">
        Perfect for analyzing
      </h2>
      <ul className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-3">
        {PURPOSES.map((purpose) => (
          <li key={purpose.title} className="rounded-lg bg-sky-50/60 p-3">
            <p className="text-sm font-semibold text-slate-900">{purpose.title}</p>
            <p className="text-xs text-slate-600">{purpose.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
