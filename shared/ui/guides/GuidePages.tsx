import { Link } from 'react-router';
import { DEMO_FREE_MAX_WORDS } from '../../domain/index.ts';
import { usePublicConfig } from '../config/PublicConfigContext.tsx';
import { freeSummariesLabel } from '../content/facts.ts';
import { ContentSection, secondaryButton } from '../content/parts.tsx';
import { academicGuide } from './academicGuide.ts';
import { businessGuide } from './businessGuide.ts';
import { GuidePage } from './GuidePage.tsx';
import { howToGuide } from './howToGuide.ts';
import { legalGuide } from './legalGuide.ts';
import { technicalGuide } from './technicalGuide.ts';

export function HowToSummarizeGuidePage() {
  const { freeSummaries } = usePublicConfig();
  return (
    <GuidePage
      guide={howToGuide(freeSummariesLabel(freeSummaries))}
      extra={
        <ContentSection id="demo" title="Try it on your own document">
          <div className="mx-auto max-w-3xl rounded-2xl border-2 border-dashed border-sky-200 bg-sky-50/60 p-8 text-center">
            <p className="text-lg text-slate-700">
              The free summarizer on our home page takes a file, pasted text or a URL. Documents of about a
              page (up to {DEMO_FREE_MAX_WORDS.toLocaleString('en-US')} words) are summarized without an
              account.
            </p>
            <a href="/#free-summarizer" className={`${secondaryButton} mt-6`}>
              Open the free summarizer
            </a>
            <p className="mt-4 text-sm text-slate-500">
              Longer documents?{' '}
              <Link to="/auth" className="font-semibold text-sky-700 underline underline-offset-2">
                Sign up
              </Link>{' '}
              for {freeSummariesLabel(freeSummaries)}.
            </p>
          </div>
        </ContentSection>
      }
    />
  );
}

export function LegalDocumentGuidePage() {
  return <GuidePage guide={legalGuide} />;
}

export function AcademicResearchGuidePage() {
  return <GuidePage guide={academicGuide} />;
}

export function BusinessDocumentGuidePage() {
  return <GuidePage guide={businessGuide} />;
}

export function TechnicalDocumentationGuidePage() {
  return <GuidePage guide={technicalGuide} />;
}
