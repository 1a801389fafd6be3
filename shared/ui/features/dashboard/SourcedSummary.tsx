import { Children, createContext, type ReactNode, useContext, useId, useState } from 'react';
import Markdown, { type Components } from 'react-markdown';
import { summaryComponents } from '../summary/SummaryMarkdown.tsx';
import { type SentenceSource, segmentBySources } from './sourceMatching.ts';

interface SourceContextValue {
  sources: readonly SentenceSource[];
  active: number | null;
  setActive(index: number | null): void;
  panelId: string;
}

const SourceContext = createContext<SourceContextValue | null>(null);

/** Text runs inside a paragraph or list item, with each summary sentence made hoverable and focusable. */
function Sourced({ children }: { children: ReactNode }) {
  const context = useContext(SourceContext);
  if (!context) return <>{children}</>;
  return (
    <>
      {Children.map(children, (child) => {
        if (typeof child !== 'string') return child;
        return segmentBySources(child, context.sources).map((segment, index) => {
          const source = segment.source;
          if (source === null) return segment.text;
          const active = context.active === source;
          return (
            // A span, not a button: a sentence must wrap like text inside its paragraph or list item,
            // and Chrome lays buttons out as blocks.
            // biome-ignore lint/a11y/useSemanticElements: see above; role, tabIndex and keys make it a button.
            <span
              // biome-ignore lint/suspicious/noArrayIndexKey: segments of one string keep their order.
              key={index}
              role="button"
              tabIndex={0}
              data-source-sentence=""
              aria-describedby={active ? context.panelId : undefined}
              aria-pressed={active}
              onMouseEnter={() => context.setActive(source)}
              onFocus={() => context.setActive(source)}
              onClick={() => context.setActive(source)}
              onKeyDown={(event) => {
                if (event.key === 'Enter' || event.key === ' ') {
                  event.preventDefault();
                  context.setActive(source);
                }
              }}
              className={`cursor-help rounded-sm decoration-sky-300 decoration-dotted underline-offset-4 hover:bg-amber-50 hover:underline focus-visible:bg-amber-100 focus-visible:outline-2 focus-visible:outline-sky-600 ${active ? 'bg-amber-100' : ''}`}
            >
              {segment.text}
            </span>
          );
        });
      })}
    </>
  );
}

const components: Components = {
  ...summaryComponents,
  p: ({ children }) => (
    <p className="my-2 leading-relaxed">
      <Sourced>{children}</Sourced>
    </p>
  ),
  li: ({ children }) => (
    <li>
      <Sourced>{children}</Sourced>
    </li>
  ),
};

/**
 * The summary's Markdown (raw HTML dropped) where every sentence shows, on hover, focus or tap, the
 * passage of the document it came from.
 */
export function SourcedSummary({
  markdown,
  sources,
}: {
  markdown: string;
  sources: readonly SentenceSource[];
}) {
  const [active, setActive] = useState<number | null>(null);
  const panelId = useId();
  const passage = active === null ? null : (sources[active]?.passage ?? sources[active]?.text ?? null);
  return (
    <SourceContext.Provider value={{ sources, active, setActive, panelId }}>
      <div className="text-slate-800" data-testid="summary-text">
        <Markdown skipHtml components={components}>
          {markdown}
        </Markdown>
      </div>
      {sources.length > 0 && (
        <aside
          id={panelId}
          aria-live="polite"
          aria-label="Source passage"
          // While a passage shows it stays in view at the bottom as the reader moves through a long summary
          // (on a phone the summary is many screens long); it scrolls itself when long, so it takes focus.
          tabIndex={passage === null ? undefined : 0}
          className={`mt-4 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-slate-700 ${
            passage === null ? '' : 'sticky bottom-2 z-10 max-h-48 overflow-y-auto shadow-lg'
          }`}
        >
          <p className="text-xs font-semibold uppercase tracking-wide text-amber-900">From the document</p>
          <p className="mt-1 whitespace-pre-line" data-testid="source-passage">
            {passage ?? 'Point at, focus or tap a sentence of the summary to see the passage it comes from.'}
          </p>
        </aside>
      )}
    </SourceContext.Provider>
  );
}
