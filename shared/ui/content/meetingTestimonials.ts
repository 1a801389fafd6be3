import type { Testimonial } from '../marketing/testimonialData.ts';

/** What people who summarize meetings say; shown on the meeting transcript page. */
export const MEETING_TESTIMONIALS: readonly Testimonial[] = [
  {
    name: 'Elena Ortiz',
    role: 'Product manager, SaaS',
    text: 'Our weekly planning call used to produce a wall of transcript nobody opened. Now the decisions and owners go out before lunch, with each name next to the task it belongs to.',
    rating: 5,
  },
  {
    name: 'Samuel Okafor',
    role: 'UX researcher',
    text: 'I summarize every interview at the detailed length and keep the speaker labels. Pulling themes out of ten interviews now takes an afternoon instead of a week.',
    rating: 5,
  },
  {
    name: 'Ingrid Halvorsen',
    role: 'Board secretary, non-profit',
    text: 'The summary is my first draft of the minutes. I still check every resolution against the recording, but I start from the right sentences.',
    rating: 5,
  },
  {
    name: 'Rahul Mehta',
    role: 'Engineering lead',
    text: 'Stand-up transcripts go in as VTT files and come back as blockers and commitments. It is the only meeting summary my team actually reads.',
    rating: 5,
  },
];
