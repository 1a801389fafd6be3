import { Link } from 'react-router';
import { AUTH_PATH } from '../../layout/siteLinks.ts';
import { Icon, type IconName } from '../../marketing/Icon.tsx';

const DOCUMENT_TYPES: { icon: IconName; title: string; text: string }[] = [
  { icon: 'document', title: 'PDF documents', text: 'Reports, statements and e-books with a text layer.' },
  { icon: 'pen', title: 'Word files', text: 'DOCX and older DOC files, tracked changes accepted.' },
  { icon: 'scale', title: 'Contracts', text: 'Parties, obligations, dates and termination terms first.' },
  { icon: 'flask', title: 'Research papers', text: 'Question, method, findings and limitations.' },
  { icon: 'chart', title: 'Business reports', text: 'Figures, decisions and risks without the filler.' },
  { icon: 'microphone', title: 'Meeting transcripts', text: 'Decisions, owners and open questions.' },
  { icon: 'globe', title: 'Web pages', text: 'Articles and documentation from a link.' },
  { icon: 'text', title: 'Text & Markdown', text: 'Notes, exports and anything you can paste.' },
];

/** What people summarize; each card leads to sign-up. */
export function DocumentTypes() {
  return (
    <section
      aria-labelledby="document-types-heading"
      data-track="document_type_click"
      className="mx-auto max-w-6xl px-4 py-16"
    >
      <h2 id="document-types-heading" className="text-center text-3xl font-bold tracking-tight">
        Perfect for the documents you put off
      </h2>
      <p className="mx-auto mt-3 max-w-2xl text-center text-slate-600">
        Pick what you are working with and start with a free summary.
      </p>
      <ul className="mt-10 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {DOCUMENT_TYPES.map((type) => (
          <li key={type.title}>
            <Link
              to={AUTH_PATH}
              className="block h-full rounded-xl border border-slate-200 p-4 transition sm:p-5 hover:border-sky-300 hover:shadow-md focus-visible:border-sky-500"
            >
              <span className="inline-flex h-10 w-10 items-center justify-center rounded-lg bg-sky-50 text-sky-700">
                <Icon name={type.icon} />
              </span>
              <span className="mt-3 block font-semibold text-slate-900">{type.title}</span>
              <span className="mt-1 block text-sm text-slate-600">{type.text}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
