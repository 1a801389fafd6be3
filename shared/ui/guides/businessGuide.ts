import { MARKETING_FIGURES } from '../../domain/index.ts';
import { CONTENT_FACTS } from '../content/facts.ts';
import type { GuideContent } from './guideContent.ts';

export const businessGuide: GuideContent = {
  path: '/business-document-guide',
  navLabel: 'Business documents',
  meta: {
    title: 'Business Document Summarization Guide',
    description:
      'Summarize reports, proposals, board packs and RFPs: a layered method for long documents, the numbers to copy by hand, and what AI summaries leave out.',
  },
  eyebrow: 'Guide for business documents',
  title: 'How to Summarize Business Documents',
  lead: `Turn long reports, proposals and board packs into summaries your team will read. Upload files up to ${CONTENT_FACTS.maxUploadMb} and get the substance in minutes.`,
  documentTypes: [
    {
      title: 'Annual and quarterly reports',
      text: 'Performance against last year, guidance, and the specific risks among the generic ones. Compare the same section year on year.',
    },
    {
      title: 'Market research',
      text: 'Findings, sample and method, segment sizes, and the assumptions behind any forecast.',
    },
    {
      title: 'Proposals and RFPs',
      text: 'Requirements, evaluation criteria, deadlines and mandatory terms. Missing one “must” can disqualify a bid.',
    },
    {
      title: 'Board and management packs',
      text: 'Decisions requested, the options presented and the recommendation, with the figures that support it.',
    },
    {
      title: 'Due-diligence material',
      text: 'Summarize each document of the data room separately and keep a log of red flags with their sources.',
    },
    {
      title: 'Strategy and policy documents',
      text: 'Goals, priorities, owners and timelines. Separate commitments from aspirations.',
    },
  ],
  steps: [
    {
      title: 'Map, then summarize the whole',
      text: 'Note where conclusions, numbers and the sections you need live; then read a brief summary of the whole document.',
    },
    {
      title: 'Summarize the sections you need',
      text: 'Balanced or detailed summaries of the relevant chapters, one at a time, kept under the report’s own headings.',
    },
    {
      title: 'Add the numbers by hand',
      text: 'Copy the handful of figures your decision depends on from the tables, with page references.',
    },
  ],
  benefits: [
    {
      title: 'Reading time back',
      text: `Summaries save about ${MARKETING_FIGURES.timeSavedPercent}% of reading time, so a day of reading becomes an afternoon.`,
    },
    {
      title: 'One page for everyone',
      text: 'Executives read the overview, specialists the section summaries, all linked to the source.',
    },
    {
      title: 'Five lengths',
      text: 'From Ultra Brief key points to In-Depth digests that keep most of the argument.',
    },
    {
      title: 'Large documents',
      text: `Documents up to ${CONTENT_FACTS.regularCreditMaxWords} words use one credit; longer ones use an XL credit, with an estimate of the processing time up front.`,
    },
  ],
  caseStudies: [
    {
      title: 'Market study before a launch',
      situation: 'A product team receives a 180-page market study two weeks before a launch review.',
      approach:
        'A brief summary of the whole study, detailed summaries of the survey, competitor and pricing chapters, numbers copied by hand.',
      result: 'A three-page brief the whole team read and could check against page references.',
    },
    {
      title: 'Answering an RFP',
      situation: 'A consultancy has five days to respond to a 90-page request for proposals.',
      approach:
        'A detailed summary of the requirements section, then a checklist of every “must” and “shall” verified in the original.',
      result: 'Every mandatory requirement was mapped to a section of the response before writing began.',
    },
    {
      title: 'Competitor annual reports',
      situation: 'A finance analyst tracks four competitors’ annual reports each year.',
      approach:
        'The same sections of each report summarized at the same length, this year and last, side by side.',
      result: 'Changes in strategy and risk language stood out immediately across the four companies.',
    },
  ],
  checks: [
    'Figures: summaries keep sentences, not tables. Copy the numbers you rely on from the source.',
    'Forward-looking language: “we expect”, “we aim to” describe targets, not results.',
    'Risk sections: read the specific risks in full; generic ones crowd them in any summary.',
    'Boilerplate: if disclaimers fill the summary, summarize the substantive sections separately.',
    'Dates and versions: make sure you summarized the latest version of the document.',
  ],
  limits: [
    'Charts, images and tables are not read; only the text of the document is summarized.',
    'Summaries are extractive selections and can underweight a point the authors made only once.',
    `Files are limited to ${CONTENT_FACTS.maxUploadMb}; scanned appendices need OCR or they contribute no text.`,
    'Very long documents take minutes rather than seconds; summarizing sections separately is often faster and more useful.',
  ],
  cta: {
    title: 'Summarize your next report',
    text: 'Upload a report, proposal or board pack and share a summary your team will actually read.',
  },
};
