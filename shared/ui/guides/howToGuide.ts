import { MARKETING_FIGURES, SUMMARY_LEVEL_INFO } from '../../domain/index.ts';
import { CONTENT_FACTS } from '../content/facts.ts';
import type { GuideContent } from './guideContent.ts';

const brief = SUMMARY_LEVEL_INFO[1];
const balanced = SUMMARY_LEVEL_INFO[3];
const inDepth = SUMMARY_LEVEL_INFO[5];

export function howToGuide(freeSummaries: string): GuideContent {
  return {
    path: '/how-to-summarize-documents',
    navLabel: 'How to summarize',
    meta: {
      title: 'How to Summarize Documents: A Complete Guide',
      description:
        'A practical guide to summarizing PDFs, Word files, web pages and transcripts with AI: choosing a length, checking the result, and the limits to know.',
    },
    eyebrow: 'The complete guide',
    title: 'How to Summarize Documents',
    lead: 'Everything you need to get faithful summaries of any document: preparing the file, choosing the right length, checking the result and knowing the limits.',
    documentTypes: [
      {
        title: 'PDF files',
        text: 'Reports, papers and contracts with selectable text. Scanned PDFs are images and need OCR first.',
      },
      {
        title: 'Word documents',
        text: 'DOCX and older DOC files, including long reports and drafts with headings that help structure the summary.',
      },
      {
        title: 'Text, Markdown and RTF',
        text: 'Plain exports, notes and documentation. Clean text gives the cleanest summaries.',
      },
      {
        title: 'Pasted text',
        text: 'A section of a larger document, an email thread or a clause. Shorter, focused inputs give focused summaries.',
      },
      {
        title: 'Web pages',
        text: `Articles, blog posts and reports on the open web, read from their URL. Best from ${CONTENT_FACTS.urlRecommendedMinWords} words up.`,
      },
      {
        title: 'Meeting transcripts',
        text: 'VTT, SRT or plain “Speaker: text” transcripts, summarized with the speaker kept beside each statement.',
      },
    ],
    steps: [
      {
        title: 'Add your document',
        text: `Upload a file (${CONTENT_FACTS.uploadFormats}, up to ${CONTENT_FACTS.maxUploadMb}), paste text, or enter a URL.`,
      },
      {
        title: 'Choose a length',
        text: `From ${brief.name} (${brief.rangePercent[0]}–${brief.rangePercent[1]}% of the original) through ${balanced.name} (the default) to ${inDepth.name} (${inDepth.rangePercent[0]}–${inDepth.rangePercent[1]}%).`,
      },
      {
        title: 'Read and verify',
        text: 'The summary arrives in the document’s own language with statistics. Check the sentences your decision depends on against the source.',
      },
    ],
    benefits: [
      {
        title: `${MARKETING_FIGURES.timeSavedPercent}% less reading`,
        text: 'Read the substance first and the full text only where it matters.',
      },
      {
        title: 'Faithful by design',
        text: 'Summaries are built from the document’s own sentences, so nothing is reworded into a different meaning.',
      },
      {
        title: `${MARKETING_FIGURES.languages} languages`,
        text: 'A Spanish document gets a Spanish summary. Translate the summary afterwards if you need to.',
      },
      {
        title: 'Private by default',
        text: 'Original files are never stored; summaries are deleted when you leave the page unless you subscribe and keep them.',
      },
    ],
    caseStudies: [
      {
        title: 'The inbox of attachments',
        situation: 'A consultant receives a dozen PDFs before a client workshop.',
        approach: 'Each summarized at the brief level; the three most relevant at the balanced level.',
        result: 'Prepared in an hour, with page references for every point raised in the workshop.',
      },
      {
        title: 'A policy change at work',
        situation: 'An HR team must explain a 60-page revised policy to managers.',
        approach: 'A balanced summary of the changed sections, checked against the original wording.',
        result: 'A one-page briefing that quotes the policy instead of paraphrasing it.',
      },
      {
        title: 'Studying for an exam',
        situation: 'A student has eight long readings for one seminar.',
        approach:
          'A brief summary of each before reading, a detailed one after, compared with their own notes.',
        result: 'Reading became targeted, and the summaries became revision notes.',
      },
    ],
    checks: [
      'Numbers, names and dates: compare each with the source sentence.',
      'Qualifiers: “not”, “except”, “unless” and “in some cases” change meaning.',
      'Coverage: skim the headings of the original to see whether a section you need is missing from the summary.',
      'Extraction: if the word count looks far too low for the page count, the file is probably scanned.',
      'Context: a sentence taken from its paragraph can read more strongly than intended. Read around it.',
    ],
    limits: [
      'Summaries are extractive: they select the most representative sentences and do not add interpretation or advice.',
      'Scanned PDFs and images contain no text to read; run OCR first.',
      `Files up to ${CONTENT_FACTS.maxUploadMb}. Documents over ${CONTENT_FACTS.regularCreditMaxWords} words need an XL credit and take longer.`,
      'Tables, charts and images are not summarized.',
    ],
    faq: [
      {
        question: 'What is the best summary length?',
        answer: `${balanced.name} suits most documents. Use ${brief.name} to decide whether a document is relevant, and ${inDepth.name} when you need most of the argument without the repetition.`,
      },
      {
        question: 'Does the summary change the wording?',
        answer:
          'No. Summary sentences are taken from the document itself, so you read the author’s own words and can trace each one to where it appears.',
      },
      {
        question: 'Can I summarize a scanned PDF?',
        answer:
          'Not directly. A scanned page is an image. Run it through OCR (most scanners and PDF editors can do this), then upload the result.',
      },
      {
        question: 'How long does it take?',
        answer: `Typical documents take ${MARKETING_FIGURES.typicalProcessing}. Very large documents take minutes, and you are told the estimated time before processing starts.`,
      },
      {
        question: 'Can I try it without signing up?',
        answer: `Yes. The free demo on the home page summarizes about a page of text without an account. After sign-up you get ${freeSummaries}, no credit card required.`,
      },
    ],
    cta: {
      title: 'Summarize your first document',
      text: 'Upload a file, paste text or enter a URL and see the summary in seconds.',
    },
  };
}
