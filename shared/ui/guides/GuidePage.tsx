import type { ReactNode } from 'react';
import { Link } from 'react-router';
import {
  CardGrid,
  CheckList,
  ContentSection,
  NumberedSteps,
  PageHero,
  primaryButton,
  SignupCta,
} from '../content/parts.tsx';
import { PageShell } from '../layout/PageShell.tsx';
import { FaqAccordion } from '../marketing/FaqAccordion.tsx';
import { faqPageJsonLd } from '../marketing/faq.ts';
import { usePageMeta } from '../seo/PageMetaContext.tsx';
import type { GuideContent } from './guideContent.ts';

/** The shared layout of the five guides; `extra` holds what one guide adds (the demo block). */
export function GuidePage({ guide, extra }: { guide: GuideContent; extra?: ReactNode }) {
  usePageMeta({
    title: guide.meta.title,
    description: guide.meta.description,
    path: guide.path,
    ogType: 'article',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'HowTo',
        name: guide.title,
        description: guide.meta.description,
        step: guide.steps.map((step, index) => ({
          '@type': 'HowToStep',
          position: index + 1,
          name: step.title,
          text: step.text,
        })),
      },
      ...(guide.faq ? [faqPageJsonLd(guide.faq)] : []),
    ],
  });
  return (
    <PageShell>
      <article>
        <PageHero eyebrow={guide.eyebrow} title={guide.title} lead={guide.lead}>
          <Link to="/auth" className={primaryButton}>
            Get Started Free
          </Link>
        </PageHero>

        <ContentSection id="document-types" title="Documents this guide covers">
          <CardGrid items={guide.documentTypes} />
        </ContentSection>

        <ContentSection id="process" title="The 3-step process" tone="tinted">
          <NumberedSteps steps={guide.steps} />
        </ContentSection>

        {extra}

        <ContentSection id="benefits" title="Why it helps">
          <CardGrid items={guide.benefits} columns={4} />
        </ContentSection>

        <ContentSection id="case-studies" title="Case studies" tone="tinted">
          <ul className="grid gap-6 lg:grid-cols-3">
            {guide.caseStudies.map((study) => (
              <li key={study.title} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
                <h3 className="text-lg font-semibold text-slate-900">{study.title}</h3>
                <dl className="mt-3 space-y-3 text-slate-600">
                  <div>
                    <dt className="text-xs font-semibold tracking-wide text-sky-700 uppercase">Situation</dt>
                    <dd>{study.situation}</dd>
                  </div>
                  <div>
                    <dt className="text-xs font-semibold tracking-wide text-sky-700 uppercase">Approach</dt>
                    <dd>{study.approach}</dd>
                  </div>
                  <div>
                    <dt className="text-xs font-semibold tracking-wide text-sky-700 uppercase">Result</dt>
                    <dd>{study.result}</dd>
                  </div>
                </dl>
              </li>
            ))}
          </ul>
        </ContentSection>

        <ContentSection id="checks" title="Before you rely on a summary">
          <div className="mx-auto grid max-w-5xl gap-10 md:grid-cols-2">
            <div>
              <h3 className="mb-4 text-lg font-semibold">What to check</h3>
              <CheckList items={guide.checks} />
            </div>
            <div>
              <h3 className="mb-4 text-lg font-semibold">Limits to know</h3>
              <CheckList items={guide.limits} tone="limit" />
            </div>
          </div>
        </ContentSection>

        {guide.faq && (
          <ContentSection id="faq" title="Frequently asked questions" tone="tinted">
            <FaqAccordion items={guide.faq} />
          </ContentSection>
        )}
      </article>

      <SignupCta title={guide.cta.title} text={guide.cta.text} />
    </PageShell>
  );
}
