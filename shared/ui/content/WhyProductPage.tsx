import { Link } from 'react-router';
import {
  formatUsd,
  MARKETING_FIGURES,
  productSlug,
  SUBSCRIPTION_PLANS,
  SUMMARY_LEVELS,
  XL_CREDITS,
} from '../../domain/index.ts';
import { usePublicConfig } from '../config/PublicConfigContext.tsx';
import { PageShell } from '../layout/PageShell.tsx';
import { whyProductPath } from '../routeTable.ts';
import { usePageMeta } from '../seo/PageMetaContext.tsx';
import { CONTENT_FACTS } from './facts.ts';
import { CheckList, ContentSection, PageHero, primaryButton, SignupCta, secondaryButton } from './parts.tsx';

interface ComparisonRow {
  aspect: string;
  ours: string;
  chat: string;
}

export function WhyProductPage() {
  const { productName, singleCreditCents } = usePublicConfig();
  const path = whyProductPath(productSlug(productName));
  usePageMeta({
    title: `Why ${productName} AI: Compared With General Chat Assistants`,
    description: `An honest comparison of ${productName} and general AI chat assistants for summarizing documents: faithfulness, length control, languages, privacy, formats and price.`,
    path,
  });
  const smallest = XL_CREDITS[0];
  const largest = XL_CREDITS[XL_CREDITS.length - 1];
  const rows: ComparisonRow[] = [
    {
      aspect: 'Faithfulness',
      ours: 'Summaries are made of your document’s own sentences, each linked to where it appears in the source.',
      chat: 'Rewrites the content in new words; a sentence can state something the document does not say, and there is no link back to check it.',
    },
    {
      aspect: 'Length control',
      ours: `${SUMMARY_LEVELS.length} fixed levels, from Ultra Brief to In-Depth, each aiming at a set share of the original words.`,
      chat: 'Whatever the prompt asks for; length varies from one answer to the next.',
    },
    {
      aspect: 'Languages',
      ours: `${MARKETING_FIGURES.languages} languages; the summary is always in the document’s own language.`,
      chat: 'Many languages; often answers in the language of your question rather than the document’s.',
    },
    {
      aspect: 'Privacy and retention',
      ours: `Original files are never stored. Without a subscription, summaries are deleted when you leave the page (at the latest within ${CONTENT_FACTS.unclaimedRetention}).`,
      chat: 'Conversations, including pasted documents, are usually kept in your chat history unless you change the settings.',
    },
    {
      aspect: 'File formats',
      ours: `${CONTENT_FACTS.uploadFormatNames} files up to ${CONTENT_FACTS.maxUploadMb}, web pages by URL, and VTT, SRT or plain-text meeting transcripts.`,
      chat: 'Depends on the product and plan; file uploads are often limited in size and number.',
    },
    {
      aspect: 'Very long documents',
      ours: `Whole documents, from ${smallest?.label ?? '25K-100K words'} up to ${largest?.label ?? '500K+ words'}, with XL credits; the processing time is estimated up front.`,
      chat: 'Limited by the model’s context window; long documents may be cut off or need splitting by hand.',
    },
    {
      aspect: 'Statistics',
      ours: 'Original and summary word counts, share of the original, reading time saved and processing time.',
      chat: 'None.',
    },
    {
      aspect: 'Price',
      ours: `${formatUsd(singleCreditCents)} per document, packs that never expire, or ${formatUsd(SUBSCRIPTION_PLANS.month.priceCents)}/month for unlimited summaries.`,
      chat: 'Free tiers with limits; advanced models and file uploads usually need a monthly subscription.',
    },
  ];
  return (
    <PageShell>
      <PageHero
        eyebrow={`Why ${productName}`}
        title={`Why use ${productName} instead of a chat assistant?`}
        lead="General chat assistants are remarkable at conversation. Summarizing a document you must be able to trust is a different job. Here is an honest comparison."
      >
        <Link to="/auth" className={primaryButton}>
          Get Free Summary
        </Link>
        <Link to="/faq" className={secondaryButton}>
          Read the FAQ
        </Link>
      </PageHero>

      <ContentSection id="comparison" title="Side by side">
        <div className="overflow-x-auto rounded-xl border border-slate-200 shadow-sm">
          <table className="w-full min-w-[640px] border-collapse bg-white text-left">
            <caption className="sr-only">{`${productName} compared with general AI chat assistants`}</caption>
            <thead className="bg-sky-900 text-white">
              <tr>
                <th scope="col" className="w-1/5 px-4 py-3">
                  Aspect
                </th>
                <th scope="col" className="px-4 py-3">
                  {productName}
                </th>
                <th scope="col" className="px-4 py-3">
                  General chat assistants
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.aspect} className="border-t border-slate-200 align-top even:bg-slate-50">
                  <th scope="row" className="px-4 py-4 font-semibold text-slate-900">
                    {row.aspect}
                  </th>
                  <td className="px-4 py-4 text-slate-700">{row.ours}</td>
                  <td className="px-4 py-4 text-slate-600">{row.chat}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </ContentSection>

      <ContentSection id="when" title="Which tool for which job" tone="tinted">
        <div className="mx-auto grid max-w-5xl gap-10 md:grid-cols-2">
          <div>
            <h3 className="mb-4 text-lg font-semibold">Use {productName} when</h3>
            <CheckList
              items={[
                'You must be able to trust and cite every sentence of the summary.',
                'The document is long: a report, a contract, a thesis, a transcript.',
                'You summarize regularly and want the same length and format every time.',
                'The document is confidential and should not sit in a chat history.',
              ]}
            />
          </div>
          <div>
            <h3 className="mb-4 text-lg font-semibold">A chat assistant is the better tool when</h3>
            <CheckList
              tone="limit"
              items={[
                'You want to ask follow-up questions about a document.',
                'You want the content rewritten, simplified or explained in your own terms.',
                'You need a translation or a draft of something new.',
              ]}
            />
          </div>
        </div>
      </ContentSection>

      <SignupCta
        title="See the difference on your own document"
        text="Summarize a document you know well and check every sentence against the source."
      />
    </PageShell>
  );
}
