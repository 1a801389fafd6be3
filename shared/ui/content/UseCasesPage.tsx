import { Link } from 'react-router';
import { MARKETING_FIGURES } from '../../domain/index.ts';
import { usePublicConfig } from '../config/PublicConfigContext.tsx';
import { PageShell } from '../layout/PageShell.tsx';
import { usePageMeta } from '../seo/PageMetaContext.tsx';
import { freeSummariesLabel } from './facts.ts';
import { ContentSection, PageHero, primaryButton, SignupCta } from './parts.tsx';

interface UseCase {
  id: string;
  title: string;
  audience: string;
  documents: readonly string[];
  outcome: string;
  guide?: { path: string; label: string };
}

const USE_CASES: readonly UseCase[] = [
  {
    id: 'legal',
    title: 'Legal',
    audience: 'Lawyers, paralegals, in-house teams and anyone signing a contract.',
    documents: ['Contracts and NDAs', 'Leases', 'Court filings and judgments', 'Policies and terms'],
    outcome:
      'See obligations, payment terms, termination rights and liability caps in the contract’s own words before the careful read.',
    guide: { path: '/legal-document-guide', label: 'Legal document guide' },
  },
  {
    id: 'real-estate',
    title: 'Real estate',
    audience: 'Agents, brokers, property managers, buyers and tenants.',
    documents: ['Purchase agreements', 'Leases and renewals', 'Inspection and survey reports', 'HOA rules'],
    outcome:
      'Pull out rent reviews, break clauses, repair duties and inspection findings across a stack of property documents.',
  },
  {
    id: 'financial-services',
    title: 'Financial services',
    audience: 'Analysts, advisers, accountants and compliance teams.',
    documents: ['Annual and quarterly reports', 'Prospectuses', 'Research notes', 'Regulatory updates'],
    outcome:
      'Compare guidance, risk factors and strategy across companies and years; copy the key figures with their page references.',
    guide: { path: '/business-document-guide', label: 'Business document guide' },
  },
  {
    id: 'healthcare',
    title: 'Healthcare',
    audience: 'Clinicians, researchers, administrators and patients reading about care.',
    documents: [
      'Clinical guidelines',
      'Research papers',
      'Policy and coverage documents',
      'Discharge information',
    ],
    outcome:
      'Get to the recommendations, evidence and exceptions quickly. Summaries support reading; clinical decisions stay with professionals.',
  },
  {
    id: 'meetings',
    title: 'Meetings',
    audience: 'Managers, project teams, researchers running interviews, board secretaries.',
    documents: [
      'VTT and SRT transcripts',
      '“Speaker: text” notes',
      'Interview recordings’ transcripts',
      'Workshop notes',
    ],
    outcome:
      'Decisions, action items and open questions with the speaker beside each, ready to send the same day.',
    guide: { path: '/meeting-transcript-summarizer', label: 'Meeting transcript summarizer' },
  },
  {
    id: 'research',
    title: 'Research',
    audience: 'Students, academics, R&D teams and journalists.',
    documents: ['Journal articles and preprints', 'Theses', 'Review articles', 'Long web articles'],
    outcome:
      'Triage papers in minutes and build literature reviews from summaries that keep the authors’ own hedges.',
    guide: { path: '/academic-research-guide', label: 'Academic research guide' },
  },
];

export function UseCasesPage() {
  const { productName, freeSummaries } = usePublicConfig();
  usePageMeta({
    title: 'Use Cases: Legal, Finance, Healthcare, Research and More',
    description: `How professionals use ${productName} to summarize contracts, property documents, financial reports, clinical guidelines, meetings and research papers.`,
    path: '/use-cases',
  });
  const claims = [
    { figure: `${MARKETING_FIGURES.timeSavedPercent}%`, label: 'less reading time' },
    {
      figure: MARKETING_FIGURES.typicalProcessing.replace(' seconds', ' s'),
      label: 'typical processing time',
    },
    { figure: `${MARKETING_FIGURES.accuracyPercent}%`, label: 'accuracy' },
    { figure: MARKETING_FIGURES.fileTypes, label: 'document formats' },
  ];
  return (
    <PageShell>
      <PageHero
        eyebrow="Use cases"
        title="Summaries for every profession that reads too much"
        lead={`From contracts to clinical guidelines, ${productName} turns long documents into faithful summaries in their own language, so you read the substance first.`}
      >
        <Link to="/auth" className={primaryButton}>
          Get Free Summary
        </Link>
        <p className="w-full text-sm text-slate-500">
          No credit card required • {freeSummariesLabel(freeSummaries)}
        </p>
      </PageHero>

      <section aria-label="Key figures" className="border-y border-slate-200 bg-white">
        <dl className="mx-auto grid max-w-5xl grid-cols-2 gap-6 px-4 py-10 text-center md:grid-cols-4">
          {claims.map((claim) => (
            <div key={claim.label}>
              <dt className="sr-only">{claim.label}</dt>
              <dd className="text-3xl font-extrabold text-sky-800">{claim.figure}</dd>
              <dd className="mt-1 text-sm text-slate-600">{claim.label}</dd>
            </div>
          ))}
        </dl>
      </section>

      <ContentSection id="industries" title="Who uses it, and for what">
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {USE_CASES.map((useCase) => (
            <li
              key={useCase.id}
              id={useCase.id}
              className="flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
            >
              <h3 className="text-xl font-bold text-slate-900">{useCase.title}</h3>
              <p className="mt-1 text-sm text-slate-500">{useCase.audience}</p>
              <ul className="mt-4 space-y-1 text-slate-700">
                {useCase.documents.map((document) => (
                  <li key={document} className="flex gap-2">
                    <span aria-hidden="true" className="text-sky-600">
                      •
                    </span>
                    {document}
                  </li>
                ))}
              </ul>
              <p className="mt-4 flex-1 text-slate-600">{useCase.outcome}</p>
              {useCase.guide && (
                <Link to={useCase.guide.path} className="mt-4 font-semibold text-sky-700 hover:text-sky-900">
                  {useCase.guide.label} →
                </Link>
              )}
            </li>
          ))}
        </ul>
      </ContentSection>

      <ContentSection id="how" title="The same three steps for every document" tone="tinted">
        <ol className="mx-auto grid max-w-4xl gap-4 text-slate-700 sm:grid-cols-3">
          <li className="rounded-xl bg-white p-5 shadow-sm">
            <strong className="block text-slate-900">1. Add the document</strong>
            Upload a file, paste text or enter a URL.
          </li>
          <li className="rounded-xl bg-white p-5 shadow-sm">
            <strong className="block text-slate-900">2. Pick a length</strong>
            Five levels, from key points to an in-depth digest.
          </li>
          <li className="rounded-xl bg-white p-5 shadow-sm">
            <strong className="block text-slate-900">3. Read and verify</strong>
            Every sentence comes from the document and can be traced to it.
          </li>
        </ol>
      </ContentSection>

      <SignupCta
        title="Try it on a document from your own work"
        text="Upload a contract, a report or a transcript and see what a faithful summary saves you."
      />
    </PageShell>
  );
}
