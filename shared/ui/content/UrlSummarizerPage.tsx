import { Link } from 'react-router';
import { MARKETING_FIGURES } from '../../domain/index.ts';
import { usePublicConfig } from '../config/PublicConfigContext.tsx';
import { PageShell } from '../layout/PageShell.tsx';
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
  secondaryButton,
} from './parts.tsx';
import { URL_SUPPORTED, URL_UNSUPPORTED } from './urlContent.ts';

const CONTENT_TYPES = [
  {
    title: 'News articles',
    text: 'The facts of a story without the repetition, in the language it was published in.',
  },
  { title: 'Blog posts and essays', text: 'The argument of a long post in a few paragraphs.' },
  { title: 'Research write-ups', text: 'Open-access papers and reports published as web pages.' },
  { title: 'Documentation pages', text: 'Long reference pages and tutorials rendered as plain HTML.' },
  { title: 'Reports and white papers', text: 'Industry and government reports published on the web.' },
  { title: 'Encyclopedia entries', text: 'Long reference articles condensed to their key points.' },
];

export function UrlSummarizerPage() {
  const { productName } = usePublicConfig();
  usePageMeta({
    title: 'URL Summarizer: Summarize Any Web Page',
    description: `Paste a link and ${productName} summarizes the article on the page: news, blog posts, reports and documentation, in ${MARKETING_FIGURES.languages} languages.`,
    path: '/url-summarizer',
  });
  return (
    <PageShell>
      <PageHero
        eyebrow="URL summarizer"
        title="Summarize any web page from its link"
        lead={`Paste the address of an article and get a faithful summary of its main text, without ads, menus or comments, in ${MARKETING_FIGURES.typicalProcessing}.`}
      >
        <Link to="/auth" className={primaryButton}>
          Start Summarizing URLs
        </Link>
        <Link to="/url-summarizer-guide" className={secondaryButton}>
          Read the guide
        </Link>
      </PageHero>

      <ContentSection id="content-types" title="What you can summarize">
        <CardGrid items={CONTENT_TYPES} />
      </ContentSection>

      <ContentSection id="steps" title="Three steps" tone="tinted">
        <NumberedSteps
          steps={[
            {
              title: 'Copy the URL',
              text: 'Copy the address of the article from your browser’s address bar.',
            },
            {
              title: 'Paste it in the URL tab',
              text: 'Open the summarizer, choose the URL tab and paste the link.',
            },
            {
              title: 'Click ‘Summarize URL’',
              text: 'We fetch the page, keep the main text and summarize it at the length you choose.',
            },
          ]}
        />
      </ContentSection>

      <ContentSection id="benefits" title="Why summarize by link">
        <CardGrid
          columns={4}
          items={[
            {
              title: 'No copy and paste',
              text: 'The page’s main text is found for you; navigation and ads are left out.',
            },
            {
              title: 'Source language kept',
              text: `An article in Italian gets an Italian summary, in ${MARKETING_FIGURES.languages} languages.`,
            },
            { title: 'Traceable sentences', text: 'Each summary sentence is a sentence from the article.' },
            {
              title: 'Reading time saved',
              text: `About ${MARKETING_FIGURES.timeSavedPercent}% less reading on long articles.`,
            },
          ]}
        />
      </ContentSection>

      <ContentSection id="compatibility" title="Works with, and doesn’t" tone="tinted">
        <div className="mx-auto grid max-w-5xl gap-10 md:grid-cols-2">
          <div>
            <h3 className="mb-4 text-lg font-semibold">Works with</h3>
            <CheckList items={URL_SUPPORTED} />
          </div>
          <div>
            <h3 className="mb-4 text-lg font-semibold">Limitations</h3>
            <CheckList items={URL_UNSUPPORTED} tone="limit" />
            <p className="mt-4 text-sm text-slate-500">
              Pages over {CONTENT_FACTS.urlMaxWords} words are truncated before summarizing. For anything we
              cannot reach, save the page as a file or paste its text.
            </p>
          </div>
        </div>
      </ContentSection>

      <SignupCta
        title="Summarize your first link"
        text="Paste an article’s URL and read its summary in under a minute."
      />
    </PageShell>
  );
}
