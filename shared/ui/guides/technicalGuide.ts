import { CONTENT_FACTS } from '../content/facts.ts';
import type { GuideContent } from './guideContent.ts';

export const technicalGuide: GuideContent = {
  path: '/technical-documentation-guide',
  navLabel: 'Technical documentation',
  meta: {
    title: 'Technical Documentation Summarization Guide',
    description:
      'Summarize specifications, API docs, design documents, manuals and incident reports: what to keep, what code and tables lose, and how to check it.',
  },
  eyebrow: 'Guide for engineers and technical writers',
  title: 'How to Summarize Technical Documentation',
  lead: 'Get the requirements, decisions and caveats out of long specifications and manuals, and know exactly which parts to read in full.',
  documentTypes: [
    {
      title: 'Specifications and RFCs',
      text: 'Scope, normative requirements (MUST, SHOULD, MAY), and the changes from the previous version.',
    },
    {
      title: 'API documentation',
      text: 'Authentication, rate limits, error handling, versioning and deprecations. Endpoints themselves are better read as reference.',
    },
    {
      title: 'Design documents',
      text: 'The problem, the options considered, the decision and its trade-offs. The rejected options are often the most useful part.',
    },
    {
      title: 'User and operations manuals',
      text: 'Installation requirements, configuration, maintenance schedules, safety warnings and troubleshooting steps.',
    },
    {
      title: 'Incident reports and post-mortems',
      text: 'Impact, timeline, root cause, contributing factors and the follow-up actions with owners.',
    },
    {
      title: 'Release notes and changelogs',
      text: 'Breaking changes, migrations, security fixes and new defaults. Summarize across versions before an upgrade.',
    },
  ],
  steps: [
    {
      title: 'Export clean text',
      text: `Upload the document as ${CONTENT_FACTS.uploadFormatNames}, or give the URL of a documentation page. Markdown sources summarize especially cleanly.`,
    },
    {
      title: 'Summarize by section',
      text: 'Large specifications are best summarized chapter by chapter, so requirements stay with their context.',
    },
    {
      title: 'Read the normative text',
      text: 'Use the summary to find the requirements that apply to you, then read those sections in the original.',
    },
  ],
  benefits: [
    {
      title: 'Faster onboarding',
      text: 'New team members get the shape of a system from its design documents in an hour instead of a week.',
    },
    {
      title: 'Upgrade confidence',
      text: 'Summaries of release notes across versions surface breaking changes and migrations before you upgrade.',
    },
    {
      title: 'Exact wording',
      text: 'Requirements keep their original sentences, so MUST stays MUST and SHOULD stays SHOULD.',
    },
    {
      title: 'Shareable context',
      text: 'Summaries of incident reports and design decisions give non-specialists what they need without the detail.',
    },
  ],
  caseStudies: [
    {
      title: 'Evaluating a standard',
      situation: 'An engineering team must decide whether to adopt a 120-page protocol specification.',
      approach:
        'Chapter-by-chapter summaries to list the MUST requirements, then a full read of the chapters that affect the design.',
      result: 'The decision meeting worked from a two-page requirement list with section references.',
    },
    {
      title: 'A major-version upgrade',
      situation: 'A platform team needs to upgrade a framework across four major versions.',
      approach: 'The release notes of every version in between summarized and merged into one checklist.',
      result: 'Breaking changes were known before the first line of code changed.',
    },
    {
      title: 'Post-mortem library',
      situation: 'An operations group has years of incident reports nobody rereads.',
      approach: 'Brief summaries of every report, tagged by root cause.',
      result: 'Recurring causes became visible and two systemic fixes were prioritised.',
    },
  ],
  checks: [
    'Normative keywords: MUST, SHALL, SHOULD and MAY, compared with the original sentence.',
    'Versions: confirm the summary is of the version you run.',
    'Numbers and units: limits, timeouts, sizes and tolerances, checked in the source.',
    'Warnings and cautions: safety notes in manuals must be read in full, never from a summary.',
    'Cross-references: “see section 7” means the summary of this section is incomplete.',
  ],
  limits: [
    'Code blocks, diagrams and tables are not summarized meaningfully. Read them in the original.',
    'Summaries are extractive: they select sentences and do not test or validate what the document claims.',
    'Documentation sites that render their content with JavaScript may not be readable from a URL; upload an export instead.',
    `Files up to ${CONTENT_FACTS.maxUploadMb}; web pages over ${CONTENT_FACTS.urlMaxWords} words are truncated.`,
  ],
  cta: {
    title: 'Summarize your documentation',
    text: 'Upload a specification, manual or design document and see what matters in minutes.',
  },
};
