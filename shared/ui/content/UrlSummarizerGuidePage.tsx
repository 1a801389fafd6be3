import { Link } from 'react-router';
import { MARKETING_FIGURES, SUMMARY_LEVEL_INFO } from '../../domain/index.ts';
import { PageShell } from '../layout/PageShell.tsx';
import { FaqAccordion } from '../marketing/FaqAccordion.tsx';
import { type FaqItem, faqPageJsonLd } from '../marketing/faq.ts';
import { usePageMeta } from '../seo/PageMetaContext.tsx';
import { CONTENT_FACTS } from './facts.ts';
import {
  CardGrid,
  CheckList,
  ContentSection,
  NumberedSteps,
  PageHero,
  primaryButton,
  SignupCta,
} from './parts.tsx';
import { URL_SUPPORTED, URL_UNSUPPORTED } from './urlContent.ts';

const BEST_PRACTICES = [
  'Use the article’s own address, not a search result or a social media link that points to it.',
  'Prefer the “print” or “single page” version of an article split across several pages.',
  `Choose long-form pages: from ${CONTENT_FACTS.urlRecommendedMinWords} words up, a summary has enough material to select from. Short pages are often faster to read in full.`,
  `Pick the length for the job: ${SUMMARY_LEVEL_INFO[1].name} to decide whether to read, ${SUMMARY_LEVEL_INFO[3].name} to understand, ${SUMMARY_LEVEL_INFO[4].name} to study.`,
  'If a page cannot be read, save it as PDF from your browser or copy its text into the paste tab.',
  'Check names, numbers and quotes against the page before you share a summary.',
];

const EXAMPLES = [
  {
    title: 'A long news feature',
    text: 'A 4,000-word investigative piece becomes a one-page summary of the findings and the evidence offered for them.',
  },
  {
    title: 'An open-access report',
    text: 'A policy report published as a web page, summarized at the Balanced level before a meeting.',
  },
  {
    title: 'A documentation page',
    text: 'A long configuration reference condensed to what changed and what the defaults are.',
  },
];

const FAQ: readonly FaqItem[] = [
  {
    question: 'Why does a page say it cannot be summarized?',
    answer:
      'The page may need a login or subscription, may block automated access, or may load its text with JavaScript after the page arrives. Save it as PDF or paste the text instead.',
  },
  {
    question: 'Is there a length limit for web pages?',
    answer: `Pages over ${CONTENT_FACTS.urlMaxWords} words are truncated before summarizing, and you are told when that happens. For very long pages, save them as a file and upload it.`,
  },
  {
    question: 'Which languages work?',
    answer: `Pages in ${MARKETING_FIGURES.languages} languages. The summary is written in the page’s own language.`,
  },
  {
    question: 'Does it summarize comments, menus and ads?',
    answer:
      'No. The main text of the page is extracted first; navigation, ads and comment sections are left out.',
  },
  {
    question: 'Can I summarize videos or podcasts from a link?',
    answer:
      'No. A video page has little text to summarize. If you have a transcript, upload it: VTT, SRT and plain text transcripts are supported.',
  },
];

export function UrlSummarizerGuidePage() {
  usePageMeta({
    title: 'URL Summarizer Guide',
    description:
      'How to summarize a web page from its link: quick start, which pages work and which do not, best practices, examples and answers to common questions.',
    path: '/url-summarizer-guide',
    jsonLd: [faqPageJsonLd(FAQ)],
  });
  return (
    <PageShell>
      <article>
        <PageHero
          eyebrow="Guide"
          title="URL Summarizer Guide"
          lead="Everything you need to summarize web pages from their address: what works, what does not, and how to get the best summaries."
        >
          <Link to="/url-summarizer" className={primaryButton}>
            About the URL summarizer
          </Link>
        </PageHero>

        <ContentSection id="quick-start" title="Quick start">
          <NumberedSteps
            steps={[
              { title: 'Copy the URL', text: 'Copy the full address of the article from your browser.' },
              {
                title: 'Paste it in the URL tab',
                text: 'Open the summarizer, select the URL tab and paste the address.',
              },
              {
                title: 'Click ‘Summarize URL’',
                text: 'The main text is fetched, cleaned and summarized at the length you chose.',
              },
            ]}
          />
        </ContentSection>

        <ContentSection id="support" title="Supported and unsupported content" tone="tinted">
          <div className="mx-auto grid max-w-5xl gap-10 md:grid-cols-2">
            <div>
              <h3 className="mb-4 text-lg font-semibold">Supported</h3>
              <CheckList items={URL_SUPPORTED} />
            </div>
            <div>
              <h3 className="mb-4 text-lg font-semibold">Not supported</h3>
              <CheckList items={URL_UNSUPPORTED} tone="limit" />
              <p className="mt-4 text-sm text-slate-600">
                Articles over {CONTENT_FACTS.urlMaxWords} words may be truncated. Recommended length:{' '}
                {CONTENT_FACTS.urlRecommendedMinWords}+ words.
              </p>
            </div>
          </div>
        </ContentSection>

        <ContentSection id="best-practices" title="Best practices">
          <div className="mx-auto max-w-3xl">
            <CheckList items={BEST_PRACTICES} />
          </div>
        </ContentSection>

        <ContentSection id="examples" title="Examples" tone="tinted">
          <CardGrid items={EXAMPLES} />
        </ContentSection>

        <ContentSection id="faq" title="Frequently asked questions">
          <FaqAccordion items={FAQ} />
        </ContentSection>
      </article>
      <SignupCta
        title="Summarize a web page now"
        text="Paste a link and read the summary in under a minute."
      />
    </PageShell>
  );
}
