import { Link } from 'react-router';
import { usePublicConfig } from '../config/PublicConfigContext.tsx';
import { PageShell } from '../layout/PageShell.tsx';
import { FaqAccordion } from '../marketing/FaqAccordion.tsx';
import { faqPageJsonLd } from '../marketing/faq.ts';
import { usePageMeta } from '../seo/PageMetaContext.tsx';
import { faqGroups } from './faqContent.ts';
import { ContentSection, PageHero, primaryButton, secondaryButton } from './parts.tsx';

const RELATED = [
  { to: '/summarize-pdf', label: 'Summarize PDF files' },
  { to: '/summarize-word', label: 'Summarize Word documents' },
  { to: '/url-summarizer-guide', label: 'URL Summarizer Guide' },
  { to: '/use-cases', label: 'Use cases' },
];

export function FaqPage() {
  const config = usePublicConfig();
  const groups = faqGroups(config);
  usePageMeta({
    title: 'Frequently Asked Questions',
    description: `Answers about ${config.productName}: formats, file size, languages, which AI writes summaries, free summaries, credits, XL credits, privacy and retention.`,
    path: '/faq',
    jsonLd: [faqPageJsonLd(groups.flatMap((group) => group.items))],
  });
  return (
    <PageShell>
      <PageHero
        eyebrow="Help"
        title="Frequently Asked Questions"
        lead={`How ${config.productName} works, what it costs, and what happens to your documents.`}
      />

      <nav aria-label="FAQ sections" className="mx-auto max-w-3xl px-4">
        <ul className="flex flex-wrap justify-center gap-3">
          {groups.map((group) => (
            <li key={group.id}>
              <a
                href={`#${group.id}`}
                className="rounded-full border border-slate-200 px-4 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-50"
              >
                {group.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>

      {groups.map((group, index) => (
        <div key={group.id} id={group.id}>
          <ContentSection id={`faq-${group.id}`} title={group.title} tone={index % 2 ? 'tinted' : 'plain'}>
            <FaqAccordion items={group.items} />
          </ContentSection>
        </div>
      ))}

      <ContentSection id="related" title="Related pages" tone="tinted">
        <ul className="mx-auto flex max-w-3xl flex-wrap justify-center gap-x-8 gap-y-3">
          {RELATED.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className="font-semibold text-sky-700 hover:text-sky-900">
                {link.label} →
              </Link>
            </li>
          ))}
        </ul>
      </ContentSection>

      <section aria-labelledby="faq-next" className="mx-auto max-w-3xl px-4 py-16 text-center">
        <h2 id="faq-next" className="text-2xl font-bold">
          Still have a question?
        </h2>
        <p className="mt-3 text-slate-600">
          Write to <a href={`mailto:${config.supportEmail}`}>{config.supportEmail}</a>, or try it yourself.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link to="/auth" className={primaryButton}>
            Get Free Summary
          </Link>
          <Link to="/use-cases" className={secondaryButton}>
            View Use Cases
          </Link>
          <Link to="/" className={secondaryButton}>
            Back to Home
          </Link>
        </div>
      </section>
    </PageShell>
  );
}
