import {
  type BusinessRules,
  formatUsd,
  REGULAR_CREDIT_MAX_WORDS,
  SUBSCRIPTION_PLANS,
} from '../../../domain/index.ts';
import type { FaqItem } from '../../marketing/faq.ts';

export function pricingFaq(rules: BusinessRules): FaqItem[] {
  const free = `${rules.freeSummaries} free ${rules.freeSummaries === 1 ? 'summary' : 'summaries'}`;
  return [
    {
      question: 'Do I need a credit card to start?',
      answer: `No. Sign up and you get ${free} without entering any payment details.`,
    },
    {
      question: 'Do credits expire?',
      answer: 'No. Regular and extra-large credits stay on your account until you use them.',
    },
    {
      question: 'What is an extra-large credit for?',
      answer: `A regular credit covers a document of up to ${REGULAR_CREDIT_MAX_WORDS.toLocaleString('en-US')} words. Longer documents, such as books, full case files or long transcripts, use one extra-large credit sized to the document.`,
    },
    {
      question: 'Can I cancel Endless Summer?',
      answer: `Yes, anytime, from your account. You keep unlimited access until the end of the period you paid for (${formatUsd(SUBSCRIPTION_PLANS.month.priceCents)} a month or ${formatUsd(SUBSCRIPTION_PLANS.year.priceCents)} a year), and there is no commitment.`,
    },
    {
      question: 'What happens to my documents?',
      answer:
        'Files are read and discarded; they are never stored permanently. Without a subscription the summary is deleted when you leave the page, so copy or download it. Subscribers can keep summaries in their account.',
    },
  ];
}
