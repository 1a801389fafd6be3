import { MARKETING_FIGURES } from '../../domain/index.ts';
import { CONTENT_FACTS } from '../content/facts.ts';
import type { GuideContent } from './guideContent.ts';

export const academicGuide: GuideContent = {
  path: '/academic-research-guide',
  navLabel: 'Academic research',
  meta: {
    title: 'Academic Research Summarization Guide',
    description:
      'Summarize research papers, theses and literature for reviews and journal clubs: a triage workflow, what to check in every summary, and honest limits.',
  },
  eyebrow: 'Guide for researchers and students',
  title: 'How to Summarize Academic Research',
  lead: 'Triage papers in minutes, build literature reviews from comparable summaries, and keep your critical reading for the papers that deserve it.',
  documentTypes: [
    {
      title: 'Journal articles',
      text: 'Keep the research question, data, method, main result and the limitations the authors state in the discussion.',
    },
    {
      title: 'Preprints',
      text: 'Same structure as articles, not yet peer reviewed. Note the version and check again when the published version appears.',
    },
    {
      title: 'Theses and dissertations',
      text: 'Summarize chapter by chapter: the introduction and conclusion give the argument, the middle chapters the evidence.',
    },
    {
      title: 'Review articles',
      text: 'Useful maps of a field. Keep the review’s scope, inclusion criteria and its conclusions on where evidence is strong or thin.',
    },
    {
      title: 'Conference papers',
      text: 'Short and dense. A balanced summary usually keeps the contribution, the evaluation set-up and the comparison with prior work.',
    },
    {
      title: 'Grant reports and policy papers',
      text: 'Aims, findings, recommendations and what remains open. Separate the evidence from the advocacy.',
    },
  ],
  steps: [
    {
      title: 'Summarize the full text',
      text: 'Upload the PDF rather than pasting the abstract: the methods and discussion hold the sample sizes and limitations abstracts leave out.',
    },
    {
      title: 'Decide, then understand',
      text: 'Read an Ultra Brief summary to decide relevance. For papers that pass, read a Balanced summary next to the figures and tables.',
    },
    {
      title: 'Compare across papers',
      text: 'Summarize a set of papers at the same length and line them up under question, method, result and limitation.',
    },
  ],
  benefits: [
    {
      title: 'Faster triage',
      text: 'Decide in two minutes whether a paper deserves a full read, instead of twenty.',
    },
    {
      title: 'Authors’ own words',
      text: 'Summary sentences are taken from the paper, so claims keep their hedges: “suggests”, “in this sample”.',
    },
    {
      title: 'Many languages',
      text: `Summaries stay in the paper’s language, in ${MARKETING_FIGURES.languages} languages. Translate only the summary, then check key sentences.`,
    },
    {
      title: 'Reviews that add up',
      text: 'Comparable summaries make patterns visible across dozens of papers: dominant methods, gaps, replications.',
    },
  ],
  caseStudies: [
    {
      title: 'Literature review in a semester',
      situation: 'A master’s student must review about sixty papers for a thesis chapter.',
      approach:
        'Every paper summarized at the brief level; twenty promoted to balanced summaries; notes grouped by method.',
      result:
        'A review structure emerged from the grouped notes, and full reading time went to the fifteen central papers.',
    },
    {
      title: 'Weekly journal club',
      situation: 'A lab’s journal club loses most of each session to recapping the paper.',
      approach:
        'The presenter circulates a balanced summary with the paper and marks the sentences they disagree with.',
      result:
        'Sessions start with critique; members with ten minutes to spare can still follow the discussion.',
    },
    {
      title: 'Keeping up with a field',
      situation: 'A postdoc receives around thirty new papers a week from alerts.',
      approach:
        'A weekly batch of short summaries; at most three papers promoted to a full read; the rest archived with their summaries.',
      result: 'An hour a week covers the field, and the archive becomes a searchable personal index.',
    },
  ],
  checks: [
    'Effect sizes and uncertainty: go to the results for confidence intervals and sample sizes.',
    'Hedging: if a summary sentence sounds more certain than expected, read the paragraph around it.',
    'Whose finding: a sentence may restate cited prior work rather than the authors’ own result.',
    'Negative results: often one sentence in the discussion. Search for “did not”, “no significant”.',
    'Figures and tables: read them yourself. Text summaries do not read images.',
  ],
  limits: [
    'Summaries select sentences; they do not evaluate study design, statistics or reproducibility.',
    'Equations and symbols often do not survive text extraction cleanly. Read mathematical content in the original.',
    'Scanned papers from older journals need OCR before they can be summarized.',
    `Files up to ${CONTENT_FACTS.maxUploadMb}. Reference lists add length without meaning; theses read best chapter by chapter.`,
  ],
  cta: {
    title: 'Summarize your reading list',
    text: 'Upload a paper and see its question, method, results and limitations in a few minutes.',
  },
};
