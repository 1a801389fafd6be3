import type { FaqItem } from '../marketing/faq.ts';

/** What every guide page says, in the same order, so readers know where to find things. */
export interface GuideContent {
  path: string;
  /** Short name for navigation ("Legal documents"). */
  navLabel: string;
  meta: { title: string; description: string };
  eyebrow: string;
  title: string;
  lead: string;
  /** Six document types the guide covers, each with what to look for. */
  documentTypes: readonly { title: string; text: string }[];
  /** The three-step process. */
  steps: readonly { title: string; text: string }[];
  /** Four benefits. */
  benefits: readonly { title: string; text: string }[];
  /** Three worked scenarios. */
  caseStudies: readonly { title: string; situation: string; approach: string; result: string }[];
  /** What a careful reader checks in the summary before relying on it. */
  checks: readonly string[];
  /** What summaries cannot do, stated plainly. */
  limits: readonly string[];
  faq?: readonly FaqItem[];
  cta: { title: string; text: string };
}
