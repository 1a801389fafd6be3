import { MARKETING_FIGURES } from '../../domain/index.ts';
import { usePublicConfig } from '../config/PublicConfigContext.tsx';
import { PageShell } from '../layout/PageShell.tsx';
import { CtaBlock } from '../marketing/CtaBlock.tsx';
import { DemoPreview } from '../marketing/DemoPreview.tsx';
import { Testimonials } from '../marketing/Testimonials.tsx';
import { usePageMeta } from '../seo/PageMetaContext.tsx';
import { softwareApplicationJsonLd } from '../seo/structuredData.ts';
import { BackToTop } from './landing/BackToTop.tsx';
import { ContactSupport } from './landing/ContactSupport.tsx';
import { DocumentTypes } from './landing/DocumentTypes.tsx';
import { Features } from './landing/Features.tsx';
import { FreeSummarizerSection } from './landing/FreeSummarizerSection.tsx';
import { Hero } from './landing/Hero.tsx';
import { HowItWorks } from './landing/HowItWorks.tsx';
import { ResourceLinks } from './landing/ResourceLinks.tsx';
import { StickyBanner } from './landing/StickyBanner.tsx';

const DESCRIPTION = `Summarize PDFs, Word files, web pages and meeting transcripts in ${MARKETING_FIGURES.languages} languages. Faithful, traceable summaries in under a minute. Try it free.`;

/** The public home page; visitors also see it at signed-in-only paths. */
export function LandingPage() {
  const config = usePublicConfig();
  usePageMeta({
    title: 'AI Document Summarizer',
    description: DESCRIPTION,
    path: '/',
    jsonLd: [softwareApplicationJsonLd(config, DESCRIPTION)],
  });
  return (
    <>
      <PageShell>
        <Hero />
        <FreeSummarizerSection />
        <DemoPreview />
        <Testimonials />
        <DocumentTypes />
        <HowItWorks />
        <Features />
        <ResourceLinks />
        <ContactSupport />
        <CtaBlock
          heading="Stop reading everything. Start knowing what matters."
          text="Your next long document is a minute away from a summary you can trust."
          buttonLabel="Get Your First Summary Free"
          note={`${config.freeSummaries} free ${config.freeSummaries === 1 ? 'summary' : 'summaries'} after sign-up · No credit card required`}
        />
        <StickyBanner />
        <BackToTop />
      </PageShell>
      {/* Room below the footer so the sticky banner never hides its last line. */}
      <div aria-hidden="true" className="h-16 bg-slate-50" />
    </>
  );
}
