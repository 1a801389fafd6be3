/** A customer's words, as the landing and meeting pages show them. */
export interface Testimonial {
  name: string;
  role: string;
  text: string;
  rating: 5;
}

export const LANDING_TESTIMONIALS: readonly Testimonial[] = [
  {
    name: 'Dana Whitfield',
    role: 'Commercial lease paralegal',
    text: 'I check the termination and renewal clauses of a dozen leases a week. The summary tells me where to look, and the quoted sentences let me verify in seconds instead of rereading forty pages.',
    rating: 5,
  },
  {
    name: 'Dr. Tomasz Król',
    role: 'Postdoctoral researcher, epidemiology',
    text: 'I screen far more papers than I can read. A balanced summary of the methods and limitations is enough to decide which ones deserve my evening, and it works on the Polish reports too.',
    rating: 5,
  },
  {
    name: 'Priya Raman',
    role: 'Finance manager, logistics company',
    text: 'Board packs arrive the night before the meeting. Ten minutes with the summaries and I walk in knowing the three numbers that matter and the questions I want answered.',
    rating: 5,
  },
  {
    name: 'Marcus Bell',
    role: 'Real estate broker',
    text: 'Inspection reports and HOA documents used to eat my Sundays. Now I send clients a plain-language summary the same day, and I still read the parts the summary flags.',
    rating: 5,
  },
  {
    name: 'Elena Ortiz',
    role: 'Product manager, SaaS',
    text: 'I paste meeting transcripts and get the decisions and owners without the small talk. The pay-as-you-go credits suit a team that only needs it a few times a month.',
    rating: 5,
  },
];
