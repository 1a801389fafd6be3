import {
  CREDIT_PACKS,
  formatUsd,
  MARKETING_FIGURES,
  SUBSCRIPTION_PLANS,
  SUMMARY_LEVEL_INFO,
  SUMMARY_LEVELS,
  XL_CREDITS,
} from '../../domain/index.ts';
import type { PublicConfig } from '../config/publicConfig.ts';
import type { FaqItem } from '../marketing/faq.ts';
import { CONTENT_FACTS, freeSummariesLabel } from './facts.ts';

export interface FaqGroup {
  id: string;
  title: string;
  items: FaqItem[];
}

/** The FAQ's questions and answers, every figure from the configuration or shared/domain. */
export function faqGroups({
  productName,
  freeSummaries,
  singleCreditCents,
  summaryEngine,
}: PublicConfig): FaqGroup[] {
  const packs = CREDIT_PACKS.filter((pack) => !pack.surveyOfferOnly && pack.credits > 1)
    .map((pack) => `${pack.credits} for ${formatUsd(pack.priceCents)}`)
    .join(' or ');
  const xl = XL_CREDITS.map((credit) => `${formatUsd(credit.priceCents)} for ${credit.label}`).join(', ');
  const levels = SUMMARY_LEVELS.map((level) => SUMMARY_LEVEL_INFO[level].name).join(', ');
  return [
    {
      id: 'basics',
      title: 'The basics',
      items: [
        {
          question: `What does ${productName} do?`,
          answer: `${productName} summarizes documents, pasted text, web pages and meeting transcripts. You choose one of ${SUMMARY_LEVELS.length} lengths (${levels}) and get a summary with statistics: word counts, share of the original and reading time saved.`,
        },
        {
          question: 'Which file formats can I upload?',
          answer: `${CONTENT_FACTS.uploadFormatNames} (${CONTENT_FACTS.uploadFormats}). You can also paste text, give the URL of a web page, or upload a meeting transcript as VTT, SRT or plain text.`,
        },
        {
          question: 'How large can a document be?',
          answer: `Files up to ${CONTENT_FACTS.maxUploadMb}. A regular credit covers documents up to ${CONTENT_FACTS.regularCreditMaxWords} words; longer documents use an XL credit. Scanned PDFs contain images rather than text and need OCR before upload.`,
        },
        {
          question: 'What language will my summary be in?',
          answer: `The language of the document. A German report gets a German summary. ${MARKETING_FIGURES.languages} languages are supported.`,
        },
        {
          question: 'How long does summarizing take?',
          answer: `Typical documents take ${MARKETING_FIGURES.typicalProcessing}. Very large documents take several minutes; you see an estimate before processing starts.`,
        },
      ],
    },
    {
      id: 'quality',
      title: 'How summaries are made',
      items: [
        {
          question: 'Which AI writes the summaries?',
          answer: whichEngine(productName, summaryEngine),
        },
        {
          question: 'Can a summary say something my document does not?',
          answer:
            'Summaries are built from the document’s own sentences, and each summary sentence can be traced to where it appears in the source. A summary can still leave out something you consider important, so check the sections your decision depends on.',
        },
        {
          question: 'Are tables, charts and images summarized?',
          answer: 'No. Only the text of the document is summarized. Read figures and tables in the original.',
        },
      ],
    },
    {
      id: 'pricing',
      title: 'Free summaries, credits and plans',
      items: [
        {
          question: 'Is there a free trial?',
          answer: `Yes. After signing up you get ${freeSummariesLabel(freeSummaries)}, no credit card required. The demo on the home page also summarizes about a page of text without an account.`,
        },
        {
          question: 'How much does it cost after that?',
          answer: `${formatUsd(singleCreditCents)} per document, or credit packs of ${packs}. The ${SUBSCRIPTION_PLANS.month.name} subscription gives unlimited summaries for ${formatUsd(SUBSCRIPTION_PLANS.month.priceCents)}/month or ${formatUsd(SUBSCRIPTION_PLANS.year.priceCents)}/year, and you can cancel anytime.`,
        },
        {
          question: 'Do credits expire?',
          answer: 'No. Credits never expire, including XL credits.',
        },
        {
          question: 'What are XL credits?',
          answer: `Credits for very long documents, priced by size: ${xl}. Summaries of XL documents are kept for ${CONTENT_FACTS.xlRetention} so you have time to read and download them.`,
        },
      ],
    },
    {
      id: 'privacy',
      title: 'Privacy and retention',
      items: [
        {
          question: 'Do you store my documents?',
          answer:
            'No. Original files are never stored: the text is extracted, summarized and the file is discarded. The desktop app extracts the text on your computer, so the file itself never leaves it.',
        },
        {
          question: 'How long are summaries kept?',
          answer: `Without a subscription, a summary is deleted when you leave the page, and at the latest within ${CONTENT_FACTS.unclaimedRetention}. Summaries of XL documents are kept for ${CONTENT_FACTS.xlRetention}. Subscribers can keep summaries in their library and delete them at any time.`,
        },
        {
          question: 'Is my text used to train AI models?',
          answer: 'No. Your documents and summaries are used only to produce your summary.',
        },
      ],
    },
  ];
}

/** The truthful answer for this installation: its operator chose the engine (ANTHROPIC_API_KEY). */
function whichEngine(productName: string, engine: PublicConfig['summaryEngine']): string {
  const ownEngine = `${productName}’s own summarization engine`;
  const extractive =
    'It is extractive: every summary is made of sentences taken from your document, chosen and trimmed to the length you pick, so nothing in it is invented';
  if (engine === 'local') {
    return `${ownEngine} writes every summary here. ${extractive}. It runs on our servers (or on your computer in the desktop app) and sends your text to no one else.`;
  }
  if (engine === 'claude') {
    return `Anthropic’s Claude writes the summaries of signed-in users here, asked for a faithful summary in your document’s language, and each of its sentences is linked back to the passage it comes from. If Claude cannot be reached, ${ownEngine} takes over. ${extractive}. The free demo on the home page always uses ${ownEngine}.`;
  }
  return `That depends on the server you sign in to: either Anthropic’s Claude, or ${ownEngine}. ${extractive}. Without a connection, the desktop app summarizes on your computer with ${ownEngine}.`;
}
