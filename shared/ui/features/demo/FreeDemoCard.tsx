import { type KeyboardEvent, lazy, Suspense, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { AUTH_PATH } from '../../layout/siteLinks.ts';
import { DemoErrorCard, DemoProcessing, DemoResultCard, DemoSignUpCard } from './DemoOutcomes.tsx';
import { PasteTab, UploadTab, UrlTab } from './DemoTabs.tsx';
import { type DemoTab, useDemoStore } from './demoStore.ts';

const TABS: { id: DemoTab; label: string }[] = [
  { id: 'upload', label: 'Upload' },
  { id: 'text', label: 'Paste Text' },
  { id: 'url', label: 'URL' },
];

/** Loaded with the first result, so visitors who only read the landing page don't download it. */
const SummaryMarkdown = lazy(() => import('../summary/SummaryMarkdown.tsx'));

/**
 * The landing page's free summarizer: upload a file, paste text or give a URL. Documents of about one
 * page are summarized here; longer ones, or visitors out of free summaries, are asked to sign up.
 */
export function FreeDemoCard() {
  const { tab, setTab, busy, result, signUpMessage, error, signedOut, reset } = useDemoStore();
  const navigate = useNavigate();
  const tabRefs = useRef<Record<DemoTab, HTMLButtonElement | null>>({ upload: null, text: null, url: null });

  useEffect(() => {
    if (!signedOut) return;
    reset();
    navigate(AUTH_PATH);
  }, [signedOut, reset, navigate]);

  // Arrow keys move between tabs (the tablist pattern); Home and End jump to the ends.
  function onTabKey(event: KeyboardEvent) {
    const index = TABS.findIndex((entry) => entry.id === tab);
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % TABS.length
        : event.key === 'ArrowLeft'
          ? (index - 1 + TABS.length) % TABS.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? TABS.length - 1
              : -1;
    if (next < 0) return;
    event.preventDefault();
    const id = TABS[next]!.id;
    setTab(id);
    tabRefs.current[id]?.focus();
  }

  if (busy) return <DemoProcessing />;
  if (signUpMessage) return <DemoSignUpCard message={signUpMessage} onReset={reset} />;
  if (error) return <DemoErrorCard message={error} onReset={reset} />;
  if (result) {
    return (
      <DemoResultCard analysis={result} onReset={reset}>
        <Suspense fallback={<p className="text-slate-500">Loading summary…</p>}>
          <SummaryMarkdown markdown={result.summary ?? ''} />
        </Suspense>
      </DemoResultCard>
    );
  }

  return (
    <div data-testid="free-demo">
      <div
        role="tablist"
        aria-label="How to add your document"
        className="flex gap-1 rounded-lg bg-slate-100 p-1"
      >
        {TABS.map((entry) => (
          <button
            key={entry.id}
            ref={(element) => {
              tabRefs.current[entry.id] = element;
            }}
            type="button"
            role="tab"
            id={`demo-tab-${entry.id}`}
            aria-selected={tab === entry.id}
            aria-controls={`demo-panel-${entry.id}`}
            tabIndex={tab === entry.id ? 0 : -1}
            onClick={() => setTab(entry.id)}
            onKeyDown={onTabKey}
            className={`flex-1 rounded-md px-3 py-2 text-sm font-semibold ${
              tab === entry.id ? 'bg-white text-sky-800 shadow-sm' : 'text-slate-600 hover:text-slate-900'
            }`}
          >
            {entry.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`demo-panel-${tab}`} aria-labelledby={`demo-tab-${tab}`} className="mt-4">
        {tab === 'upload' && <UploadTab />}
        {tab === 'text' && <PasteTab />}
        {tab === 'url' && <UrlTab />}
      </div>
    </div>
  );
}
