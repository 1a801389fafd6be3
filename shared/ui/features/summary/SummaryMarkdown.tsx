import Markdown, { type Components } from 'react-markdown';

/** How summary Markdown looks; the dashboard's sourced view extends these. */
export const summaryComponents: Components = {
  a: ({ href, children }) => (
    <a href={href} target="_blank" rel="noopener noreferrer" className="text-sky-700 underline">
      {children}
    </a>
  ),
  h1: ({ children }) => <h3 className="mt-4 text-lg font-semibold text-slate-900">{children}</h3>,
  h2: ({ children }) => <h3 className="mt-4 text-lg font-semibold text-slate-900">{children}</h3>,
  h3: ({ children }) => <h4 className="mt-3 font-semibold text-slate-900">{children}</h4>,
  ul: ({ children }) => <ul className="my-2 list-disc space-y-1 pl-6">{children}</ul>,
  ol: ({ children }) => <ol className="my-2 list-decimal space-y-1 pl-6">{children}</ol>,
  p: ({ children }) => <p className="my-2 leading-relaxed">{children}</p>,
};

/**
 * A summary's Markdown as readers see it. Summaries are made from the user's own documents, so raw HTML
 * in them is dropped (never rendered) and links open in a new tab.
 */
export default function SummaryMarkdown({ markdown }: { markdown: string }) {
  return (
    <div className="text-slate-800">
      <Markdown skipHtml components={summaryComponents}>
        {markdown}
      </Markdown>
    </div>
  );
}
