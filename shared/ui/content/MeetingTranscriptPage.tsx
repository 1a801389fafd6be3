import { Link } from 'react-router';
import { MARKETING_FIGURES } from '../../domain/index.ts';
import { usePublicConfig } from '../config/PublicConfigContext.tsx';
import { PageShell } from '../layout/PageShell.tsx';
import { FaqAccordion } from '../marketing/FaqAccordion.tsx';
import { type FaqItem, faqPageJsonLd } from '../marketing/faq.ts';
import { Testimonials } from '../marketing/Testimonials.tsx';
import { usePageMeta } from '../seo/PageMetaContext.tsx';
import { CONTENT_FACTS } from './facts.ts';
import { MEETING_TESTIMONIALS } from './meetingTestimonials.ts';
import { CardGrid, ContentSection, NumberedSteps, PageHero, primaryButton, SignupCta } from './parts.tsx';

const MEETING_TYPES = [
  { title: 'Team meetings and stand-ups', text: 'Blockers, commitments and who owns each next step.' },
  {
    title: 'Client and sales calls',
    text: 'Requirements, concerns and promises made, in the client’s own words.',
  },
  {
    title: 'Interviews and user research',
    text: 'Key quotes with their speakers, ready to tag across interviews.',
  },
  {
    title: 'Board and committee meetings',
    text: 'Resolutions, votes and the reasons given: a draft for the minutes.',
  },
  { title: 'Workshops and brainstorms', text: 'Ideas, their authors and what made the shortlist.' },
  { title: 'Lectures and webinars', text: 'The main points of a long talk, from its caption file.' },
];

const TRANSCRIPT_SAMPLE = `WEBVTT

00:00:01.000 --> 00:00:04.000
<v Dana>Let's go with the March launch.

00:00:05.000 --> 00:00:08.500
<v Marco>I'll check the data terms with legal by Friday.`;

function faq(supportEmail: string): FaqItem[] {
  return [
    {
      question: 'Which transcript formats are supported?',
      answer:
        'WebVTT (.vtt) and SubRip (.srt) caption files, and plain text with one turn per line written as “Speaker: text”. Word and PDF exports of transcripts work too.',
    },
    {
      question: 'Does the summary keep who said what?',
      answer:
        'Yes, when the transcript names its speakers. Decisions and action items keep the speaker beside them, so every commitment has an owner.',
    },
    {
      question: 'Can it summarize a recording directly?',
      answer:
        'No. It summarizes text. Export the transcript from your meeting tool (most create one automatically) and upload that.',
    },
    {
      question: 'How long can a meeting be?',
      answer: `Transcript files up to ${CONTENT_FACTS.maxUploadMb}. An hour of conversation is usually 8,000 to 10,000 words, well within a regular credit (up to ${CONTENT_FACTS.regularCreditMaxWords} words).`,
    },
    {
      question: 'Are transcripts stored?',
      answer: `No. The transcript file is never stored. Without a subscription the summary is deleted when you leave the page (at the latest within ${CONTENT_FACTS.unclaimedRetention}). Questions? Write to ${supportEmail}.`,
    },
  ];
}

/** The meeting transcript landing page: the same page for visitors and signed-in users. */
export function MeetingTranscriptPage() {
  const { productName, supportEmail } = usePublicConfig();
  const questions = faq(supportEmail);
  usePageMeta({
    title: 'Meeting Transcript Summarizer',
    description: `Turn VTT, SRT and plain-text meeting transcripts into decisions and action items with their speakers. ${productName} summarizes a one-hour meeting in ${MARKETING_FIGURES.typicalProcessing}.`,
    path: '/meeting-transcript-summarizer',
    jsonLd: [faqPageJsonLd(questions)],
  });
  return (
    <PageShell>
      <PageHero
        eyebrow="Meeting transcript summarizer"
        title="Turn meeting transcripts into decisions and action items"
        lead="Upload the transcript of any meeting and get the decisions, action items and open questions, each with the person who said it."
      >
        <Link to="/auth" className={primaryButton}>
          Summarize a Transcript
        </Link>
      </PageHero>

      <ContentSection id="meeting-types" title="For every kind of meeting">
        <CardGrid items={MEETING_TYPES} />
      </ContentSection>

      <ContentSection id="how-it-works" title="How it works" tone="tinted">
        <NumberedSteps
          steps={[
            {
              title: 'Export the transcript',
              text: 'Download it from your meeting tool as VTT or SRT, or as plain text with one “Speaker: text” line per turn.',
            },
            {
              title: 'Upload and choose a length',
              text: 'Brief for a stand-up, Balanced for most meetings, Detailed for workshops and board meetings.',
            },
            {
              title: 'Get decisions and action items',
              text: 'The summary keeps each decision and commitment with its speaker, ready to send the same day.',
            },
          ]}
        />
        <figure className="mx-auto mt-10 max-w-xl">
          <pre className="overflow-x-auto rounded-xl bg-slate-900 p-5 text-sm text-slate-100">
            <code>{TRANSCRIPT_SAMPLE}</code>
          </pre>
          <figcaption className="mt-2 text-center text-sm text-slate-500">
            A WebVTT transcript with speaker names: who decided and who owns the next step stay attached.
          </figcaption>
        </figure>
      </ContentSection>

      <ContentSection id="benefits" title="Why teams use it">
        <CardGrid
          columns={4}
          items={[
            {
              title: 'Minutes in minutes',
              text: `Summaries in ${MARKETING_FIGURES.typicalProcessing} instead of an hour rereading the transcript.`,
            },
            { title: 'Owners kept', text: 'Every action item keeps the name of the person who took it on.' },
            {
              title: 'Any language',
              text: `Meetings in ${MARKETING_FIGURES.languages} languages, summarized in the language spoken.`,
            },
            {
              title: 'Nothing kept',
              text: 'Transcript files are never stored; summaries only if you choose to keep them.',
            },
          ]}
        />
      </ContentSection>

      <Testimonials testimonials={MEETING_TESTIMONIALS} heading="What teams say about their meeting notes" />

      <ContentSection id="faq" title="Frequently asked questions">
        <FaqAccordion items={questions} />
        <p className="mt-8 text-center text-slate-600">
          Another question?{' '}
          <a href={`mailto:${supportEmail}`} className="font-semibold text-sky-700">
            Contact Support
          </a>
        </p>
      </ContentSection>

      <SignupCta
        title="Summarize your next meeting"
        text="Upload a transcript and send decisions and action items before the next meeting starts."
      />
    </PageShell>
  );
}
