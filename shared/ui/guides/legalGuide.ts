import { CONTENT_FACTS } from '../content/facts.ts';
import type { GuideContent } from './guideContent.ts';

export const legalGuide: GuideContent = {
  path: '/legal-document-guide',
  navLabel: 'Legal documents',
  meta: {
    title: 'Legal Document Summarization Guide',
    description:
      'How to summarize contracts, leases, court filings and policies with AI: what to keep, what to check against the source, and where a lawyer is still needed.',
  },
  eyebrow: 'Guide for legal documents',
  title: 'How to Summarize Legal Documents',
  lead: 'Condense contracts, leases and filings into summaries you can trust: the obligations, money, dates and exits in the document’s own words, each sentence traceable to its clause.',
  documentTypes: [
    {
      title: 'Commercial contracts',
      text: 'Supply, service and licence agreements. Keep parties, term and renewal, obligations, fees, termination, liability caps and governing law.',
    },
    {
      title: 'Leases',
      text: 'Rent and reviews, deposit, repair duties, break clauses, permitted use and assignment. Break dates and notice periods matter most.',
    },
    {
      title: 'Employment agreements',
      text: 'Role, pay and benefits, notice, restrictive covenants, confidentiality and intellectual property. Check non-compete scope and duration.',
    },
    {
      title: 'NDAs',
      text: 'What counts as confidential, permitted disclosures, duration and return or destruction of information. Mutual or one-way is the first question.',
    },
    {
      title: 'Court filings and judgments',
      text: 'Parties, claims, the court’s reasoning and the orders made. Summarize the reasoning section separately from the facts.',
    },
    {
      title: 'Policies and terms',
      text: 'Privacy policies, terms of service and internal policies: what is collected or required, the exceptions, and how things change.',
    },
  ],
  steps: [
    {
      title: 'Upload a clean text version',
      text: `Upload the agreement as ${CONTENT_FACTS.uploadFormatNames} (up to ${CONTENT_FACTS.maxUploadMb}). Scanned PDFs must go through OCR first: a scan is a picture of text, not text.`,
    },
    {
      title: 'Summarize in two passes',
      text: 'A brief summary of the whole document shows its structure; a detailed summary of the termination, payment and liability sections pasted on their own shows the detail.',
    },
    {
      title: 'Verify against the clauses',
      text: 'Every summary sentence is the document’s own sentence. Open the clause it came from and check for qualifiers such as “except”, “unless” and “subject to”.',
    },
  ],
  benefits: [
    {
      title: 'The original wording',
      text: 'Summaries select the contract’s own sentences instead of paraphrasing them, so no clause is quietly rewritten into a different meaning.',
    },
    {
      title: 'Faster first reads',
      text: 'See the shape of a forty-page agreement in minutes and spend your careful reading on the clauses that carry risk.',
    },
    {
      title: 'Consistent reviews',
      text: 'Summarize every agreement of a deal at the same length and compare them side by side: renewal terms, caps and notice periods.',
    },
    {
      title: 'Nothing kept by default',
      text: 'Original files are never stored. Without a subscription, summaries are deleted when you leave the page.',
    },
  ],
  caseStudies: [
    {
      title: 'Vendor renewal season',
      situation: 'An operations manager faces twelve software contracts renewing within one quarter.',
      approach:
        'Each contract is summarized at the brief level; the renewal, notice and price-increase clauses are then summarized on their own.',
      result:
        'A one-page table of notice deadlines, built in an afternoon, with each entry checked against its clause number.',
    },
    {
      title: 'Lease comparison',
      situation: 'A small business compares leases for three office spaces, each over thirty pages.',
      approach:
        'Balanced summaries of each lease, read side by side, with repair obligations and break clauses checked in full.',
      result:
        'One lease put full repair duties on the tenant; that clause became the first point of negotiation.',
    },
    {
      title: 'Preparing for counsel',
      situation: 'A founder needs to discuss an investment agreement with a lawyer on a fixed budget.',
      approach:
        'A detailed summary of the agreement and a list of questions on the clauses the summary surfaced.',
      result:
        'The paid hour went on the questions that mattered instead of a walkthrough of the whole document.',
    },
  ],
  checks: [
    'Defined terms: capitalised words such as “Services” or “Confidential Information” carry their definitions into every clause.',
    'Numbers and dates: fees, caps, notice periods and deadlines, each compared with the clause.',
    'Negatives and exceptions: “shall not”, “except”, “unless”, “subject to”. One word can reverse a clause.',
    'Schedules and exhibits: pricing, service levels and data-processing terms often live in attachments. Summarize them too.',
    'Amendments: a later amendment overrides the text you summarized. Summarize amendments in date order.',
  ],
  limits: [
    'A summary is a reading aid, not legal advice. For significant money or risk, have a qualified lawyer review the document.',
    'Summaries are extractive: they select sentences and do not explain how clauses interact or what is missing from the contract.',
    `Scanned or image-only PDFs need OCR before they can be summarized. Files are limited to ${CONTENT_FACTS.maxUploadMb}.`,
    `Documents over ${CONTENT_FACTS.regularCreditMaxWords} words need an XL credit; long agreements can also be summarized section by section.`,
  ],
  cta: {
    title: 'Summarize your next contract',
    text: 'Upload an agreement and get a summary in its own words, with every sentence traceable to its clause.',
  },
};
