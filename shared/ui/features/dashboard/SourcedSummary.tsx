import { Children, createContext, type ReactNode, useContext, useId, useState } from 'react';
import Markdown, { type Components } from 'react-markdown';
import { useWideScreen } from '../../hooks/useWideScreen.ts';
import { summaryComponents } from '../summary/SummaryMarkdown.tsx';
import { type SentenceSource, segmentBySources } from './sourceMatching.ts';

interface SourceContextValue {
  sources: readonly SentenceSource[];
  active: number | null;
  setActive(index: number | null): void;
  panelId: string;
  /** Where the passage shows: a panel kept in view (wide screens), or under its sentence (phones). */
  inline: boolean;
  passage: string | null;
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

/** Whether these runs hold the sentence whose passage shows. */
function holdsActive(children: ReactNode, context: SourceContextValue | null): boolean {
  if (!context || context.active === null) return false;
  return Children.toArray(children).some(
    (child) =>
      typeof child === 'string' &&
      segmentBySources(child, context.sources).some((segment) => segment.source === context.active),
  );
}

/**
 * On a phone the passage opens right under the paragraph or list item of its sentence: a panel kept in
 * view would cover most of a small screen, and the text around it stays where it was.
 */
function InlinePassage({ children }: { children: ReactNode }) {
  const context = useContext(SourceContext);
  if (!context?.inline || context.passage === null || !holdsActive(children, context)) return null;
  return (
    <div
      id={context.panelId}
      role="note"
      aria-label="Source passage"
      className="my-2 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-slate-700"
    >
      <p className="text-xs font-semibold uppercase tracking-wide text-amber-900">From the document</p>
      <p className="mt-1 whitespace-pre-line" data-testid="source-passage">
        {context.passage}
      </p>
    </div>
  );
}

const components: Components = {
  ...summaryComponents,
  p: ({ children }) => (
    <>
      <p className="my-2 leading-relaxed">
        <Sourced>{children}</Sourced>
      </p>
      <InlinePassage>{children}</InlinePassage>
    </>
  ),
  li: ({ children }) => (
    <li>
      <Sourced>{children}</Sourced>
      <InlinePassage>{children}</InlinePassage>
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
  const inline = !useWideScreen();
  const passage = active === null ? null : (sources[active]?.passage ?? sources[active]?.text ?? null);
  return (
    <SourceContext.Provider value={{ sources, active, setActive, panelId, inline, passage }}>
      <div className="text-slate-800" data-testid="summary-text">
        <Markdown skipHtml components={components}>
          {markdown}
        </Markdown>
      </div>
      {sources.length > 0 && (inline ? passage === null : true) && (
        <aside
          id={inline ? undefined : panelId}
          aria-live="polite"
          aria-label="Source passage"
          // On a wide screen the passage stays in view at the bottom while the reader moves through a long
          // summary; it scrolls itself when long, so it takes focus. Phones show it under its sentence.
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
