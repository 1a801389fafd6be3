/** A question and its answer, as plain text so the same data feeds the page and its FAQPage JSON-LD. */
export interface FaqItem {
  question: string;
  answer: string;
}

/** schema.org FAQPage for the questions a page shows. */
export function faqPageJsonLd(items: readonly FaqItem[]): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}
