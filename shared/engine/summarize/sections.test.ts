import { describe, expect, it } from 'vitest';
import { extract } from '../extract/index.ts';
import { summarize } from './summarize.ts';

/** A contract whose long services section outweighs its short liability and termination clauses. */
function contract(): string {
  const tasks = [
    'vacuum the carpets of the open-plan office',
    'empty the waste bins and replace their liners',
    'clean the kitchen, its sinks, fridges and coffee machines',
    'wash the windows inside the building once a month',
    'disinfect the toilets, taps and door handles',
    'polish the meeting room tables and chairs',
    'mop the hard floors of the corridors and stairs',
    'dust the shelves, window sills and radiators',
    'restock soap, paper towels and toilet paper',
    'report broken furniture or lights to the office manager',
    'clean the glass doors of the reception area',
    'sort the recycling into paper, glass and plastic',
  ];
  const services = tasks
    .map(
      (task, k) =>
        `The Supplier's cleaning staff shall ${task} of the Customer's office ${k % 2 ? 'every evening' : 'every working day'}.`,
    )
    .join(' ');
  return [
    '# Cleaning services agreement',
    '## Services',
    services,
    '## Fees',
    'The Customer shall pay the monthly fee within thirty days of each invoice. Late payments bear interest at four percent a year.',
    '## Liability',
    "The Supplier's liability for any damage to the Customer's property is limited to the fees paid in the previous twelve months. Neither party is liable for indirect losses.",
    '## Termination',
    'Either party may terminate this agreement with three months written notice. The Customer may terminate at once if the Supplier breaches a material obligation.',
  ].join('\n\n');
}

describe('structured documents', () => {
  it('represent every top-level section at levels 3 to 5, under its heading', () => {
    const text = contract();
    for (const level of [3, 4, 5] as const) {
      const { markdown } = summarize(text, { level, language: 'en' });
      for (const title of ['Services', 'Fees', 'Liability', 'Termination']) {
        expect(markdown).toContain(`## ${title}`);
      }
      expect(markdown).toMatch(/liability/i);
      expect(markdown).toMatch(/terminate/);
    }
  });

  it('keep the opening under the title first, ahead of covering the parts below it', () => {
    const report = [
      '## Quarterly Review',
      '',
      'Revenue grew 12% to $4.2 million, driven by the new enterprise plan. Costs rose 5%, mostly from hiring.',
      '',
      '### Highlights',
      '',
      '- Enterprise plan: 40 new customers signed, including two banks.',
      '- Churn: fell from 3.1% to 2.4% per month.',
      '- Hiring: 12 engineers joined; the support team doubled.',
      '',
      '### Risks',
      '',
      '- Currency: a stronger dollar could cut European revenue by up to 4%.',
      '- Supplier: the hosting contract renews in May at a higher price.',
    ].join('\n');
    for (const level of [3, 4] as const) {
      const { markdown } = summarize(report, { level, language: 'en' });
      expect(markdown, `level ${level}`).toMatch(
        /^## Quarterly Review\n\nRevenue grew 12% to \$4\.2 million/,
      );
    }
  });

  it('open with the document’s title, also when nothing right under it is chosen', () => {
    const posting = [
      'Senior Data Engineer – Berlin',
      '',
      'About us',
      'We are a fintech company with 120 employees, helping small businesses manage their cash flow.',
      '',
      'Your role',
      '• Build and run our data pipelines on AWS and dbt',
      '• Work with analysts to design the company’s metrics',
      '',
      'What you bring',
      '• Five years of experience with Python and SQL',
      '• Experience with streaming data in Kafka or Kinesis',
    ].join('\n');
    for (const level of [2, 3, 5] as const) {
      const { markdown } = summarize(posting, { level, language: 'en' });
      expect(markdown, `level ${level}`).toMatch(/^# Senior Data Engineer – Berlin\n\n## /);
    }
    // Level 1 is its key points alone.
    expect(summarize(posting, { level: 1, language: 'en' }).markdown).toMatch(/^- /);
  });
});

/** A report whose executive summary states the finding its Findings section states again. */
const REPORT = [
  '# Customer Support Review 2025',
  '',
  '## Executive Summary',
  '',
  'Support volume grew 38% in 2025 while headcount grew 12%. Median first-response time rose from 2.1 hours to 5.4 hours, and customer satisfaction fell from 91% to 84%. Most of the growth came from billing questions after the pricing change in April. We recommend a self-service billing portal, two additional hires in the billing queue, and a revised macro library. Together these should bring first-response time under three hours by the second quarter of 2026.',
  '',
  '## Background',
  '',
  'The support team handles email, chat and phone requests for all customers. In 2025 the team had 24 agents across two shifts, organised in three queues: billing, technical and account management.',
  '',
  '## Findings',
  '',
  '### Volume',
  '',
  'Tickets rose from 61,000 in 2024 to 84,200 in 2025. Billing tickets more than doubled, from 14,000 to 31,500, and accounted for 75% of the increase. Technical tickets grew 6%.',
  '',
  '### Response times',
  '',
  'Median first-response time was 5.4 hours, against a target of 2 hours. The billing queue was slowest, at 9.8 hours. Chat kept its response time under 3 minutes throughout the year.',
  '',
  '## Recommendations',
  '',
  '1. Build a self-service billing portal where customers can download invoices and update payment details. We estimate it would deflect 40% of billing tickets.',
  '2. Hire two agents for the billing queue by February.',
  '',
  '## Appendix: Method',
  '',
  'Figures come from the helpdesk system’s exports for January 2024 to December 2025. Satisfaction is the share of positive responses to the one-question survey sent after each resolved ticket.',
].join('\n');

describe('a report that states its findings twice', () => {
  it('keeps the executive summary’s statement of a finding, and covers Findings with what it adds', () => {
    const { markdown } = summarize(REPORT, { level: 3, language: 'en' });
    expect(markdown).toContain('customer satisfaction fell from 91% to 84%');
    expect(markdown).toContain('## Findings');
    expect(markdown).not.toContain('Median first-response time was 5.4 hours');
  });

  it('owes its appendix no place of its own', () => {
    const { markdown } = summarize(REPORT, { level: 4, language: 'en' });
    expect(markdown).not.toContain('Appendix');
    expect(markdown).toContain('## Recommendations');
  });
});

describe('a contract saved as plain text', () => {
  const NDA = [
    'MUTUAL NON-DISCLOSURE AGREEMENT',
    '',
    'This Mutual Non-Disclosure Agreement (the "Agreement") is entered into as of March 1, 2026 (the "Effective Date") by and between Northwind Energy Inc., a Delaware corporation ("Northwind"), and Blue Harbor Analytics Ltd., a company registered in England ("Blue Harbor").',
    '',
    '1. PURPOSE',
    'The parties wish to evaluate a possible joint venture for battery storage projects (the "Purpose") and, in connection with the Purpose, may disclose Confidential Information to each other.',
    '',
    '2. CONFIDENTIAL INFORMATION',
    '2.1 "Confidential Information" means any non-public information disclosed by one party to the other, whether oral, written or electronic, that is marked as confidential or that a reasonable person would understand to be confidential.',
    '2.2 Confidential Information does not include information that (a) is or becomes publicly available through no fault of the receiving party, (b) was known to the receiving party before disclosure, or (c) is independently developed without use of the Confidential Information.',
    '',
    '3. OBLIGATIONS',
    '3.1 The receiving party shall use Confidential Information solely for the Purpose and shall not disclose it to any third party except its employees and advisers who need to know it and are bound by obligations of confidentiality at least as strict as these.',
    '3.2 The receiving party shall protect Confidential Information with at least the same degree of care it uses for its own confidential information, and no less than reasonable care.',
    '',
    '4. TERM',
    'This Agreement remains in force for two (2) years from the Effective Date. The obligations in Section 3 survive for three (3) years after its termination.',
    '',
    '5. RETURN OF INFORMATION',
    'On written request, the receiving party shall promptly return or destroy all Confidential Information and certify its destruction in writing.',
    '',
    '6. GOVERNING LAW',
    'This Agreement is governed by the laws of the State of New York, and the parties submit to the exclusive jurisdiction of its courts.',
  ].join('\n');
  const parts = [
    '## 1. PURPOSE',
    '## 2. CONFIDENTIAL INFORMATION',
    '## 3. OBLIGATIONS',
    '## 4. TERM',
    '## 5. RETURN OF INFORMATION',
    '## 6. GOVERNING LAW',
  ];

  it('keeps the numbers of its parts, whether a part has one paragraph or several', async () => {
    const { text } = await extract(new TextEncoder().encode(NDA), 'nda.txt');
    const headings = summarize(text, { level: 5, language: 'en' }).markdown.match(/^## .*/gm) ?? [];
    for (const heading of headings) expect(parts).toContain(heading);
  });

  it('has every part in its in-depth summary, the short Term too, though it ranks lowest', async () => {
    const { text } = await extract(new TextEncoder().encode(NDA), 'nda.txt');
    expect(summarize(text, { level: 5, language: 'en' }).markdown.match(/^## .*/gm)).toEqual(parts);
  });
});

describe('terms of service whose parts’ best sentences are long', () => {
  const TERMS = [
    'Terms of Service',
    'Last updated: January 5, 2026',
    '',
    'Welcome to Summer. By creating an account or using our services, you agree to these Terms. Please read them carefully.',
    '',
    '1. Your account',
    'You must be at least 16 years old to create an account. You are responsible for keeping your password secure and for all activity on your account.',
    '',
    '2. Subscriptions and payments',
    'Paid plans are billed monthly or yearly in advance. Subscriptions renew automatically unless you cancel at least 24 hours before the end of the current period. Refunds are available within 14 days of the first payment only.',
    '',
    '3. Your content',
    'You keep all rights to the documents you upload. We process them only to provide the service and delete them 30 days after you delete your account. We do not use your documents to train AI models.',
    '',
    '4. Acceptable use',
    'You may not upload content that is illegal, infringes the rights of others, or contains malware. We may suspend accounts that break these rules.',
    '',
    '5. Limitation of liability',
    'Summaries are generated automatically and may contain errors. To the extent permitted by law, our total liability is limited to the amount you paid us in the twelve months before the claim.',
    '',
    '6. Changes',
    'We may change these Terms. If a change is material, we will notify you by email at least 30 days before it takes effect.',
    '',
    'Contact us at legal@summer.example with any questions.',
  ].join('\n');

  it('give every part a sentence at level 3, a shorter one where the best would crowd a later part out', () => {
    const { markdown } = summarize(TERMS, { level: 3, language: 'en' });
    expect(markdown.match(/^## .*/gm)).toEqual([
      '## 1. Your account',
      '## 2. Subscriptions and payments',
      '## 3. Your content',
      '## 4. Acceptable use',
      '## 5. Limitation of liability',
      '## 6. Changes',
    ]);
  });
});

describe('notes whose action item says again what the discussion said', () => {
  it('give that part its next item rather than none', async () => {
    const notes = [
      '# Product sync — 24 Nov 2026',
      '',
      '## Decisions',
      '',
      '- We will ship the offline mode in the August release, not July.',
      '- The Team plan price stays at $12 per user.',
      '',
      '## Discussion',
      '',
      'Priya showed the beta feedback: 41 of 50 testers used offline mode at least once, and two reported lost forms after a crash. John thinks the crash is in the sync queue and can be fixed in a week.',
      '',
      'Tom raised that the August date collides with the sales kickoff. We agreed marketing announces it the week after.',
      '',
      '## Action items',
      '',
      '- [ ] John: fix the sync-queue crash by Dec 2',
      '- [ ] Priya: send the beta survey results to everyone',
      '- [x] Maria: book the August launch slot with marketing',
    ].join('\n');
    const { text } = await extract(new TextEncoder().encode(notes), 'notes.md');
    const { markdown } = summarize(text, { level: 3 });
    const actions = markdown.split('## Action items')[1] ?? '';
    expect(actions).toMatch(/^\n\n- \S/);
  });
});
