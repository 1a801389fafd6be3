/** The paste tab's one-click samples: short enough (under one page) for the free demo. */
export interface DemoSample {
  label: string;
  text: string;
}

export const DEMO_SAMPLES: readonly DemoSample[] = [
  {
    label: 'Sample contract',
    text: `Services Agreement between Harbor Analytics Ltd. ("Provider") and Linden Foods Inc. ("Client").

1. Scope. The Provider will deliver a monthly sales forecast for the Client's twelve regional stores, together with a written commentary on the main drivers of demand.

2. Term. This Agreement starts on 1 March and runs for twelve months. It renews automatically for further twelve-month periods unless either party gives written notice at least sixty days before the end of the current term.

3. Fees. The Client pays a fixed fee of $4,500 per month, invoiced on the first working day of each month and payable within thirty days. Late payments carry interest of 1% per month.

4. Confidentiality. Each party keeps the other's confidential information secret during the term and for three years after it ends. Sales data supplied by the Client remains the Client's property and is deleted by the Provider within thirty days of termination.

5. Liability. Neither party is liable for indirect or consequential losses. The Provider's total liability in any contract year is capped at the fees paid in that year.

6. Termination. Either party may terminate immediately if the other commits a material breach and fails to remedy it within fifteen days of written notice. The Client may also terminate for convenience on ninety days' notice, paying the fees due up to the termination date.

7. Governing law. This Agreement is governed by the laws of the State of New York.`,
  },
  {
    label: 'Research summary',
    text: `Sleep duration and exam performance in first-year university students

We followed 412 first-year students at three universities through one autumn term. Participants wore a wrist actigraph for the four weeks before their final examinations and reported their study hours in a weekly diary. Examination scores were taken from university records with the students' consent.

Students slept an average of 6.7 hours per night, with wide variation between individuals and between weekdays and weekends. Those who slept at least seven hours on most nights scored, on average, 6.2 percentage points higher than those who slept less, after adjusting for prior grades, study hours and paid work. The association was strongest for regular sleepers: irregular bedtimes predicted lower scores even when total sleep was adequate.

Study hours mattered less than expected. Beyond about twenty hours per week, additional study was not associated with higher scores, and late-night study sessions were linked to shorter and more irregular sleep.

The study is observational and cannot show that more sleep causes better results; motivated students may both sleep and study more sensibly. Still, the findings suggest that universities could help first-year students by scheduling fewer early-morning examinations and by teaching sleep habits alongside study skills. A randomised trial of a sleep-regularity intervention is planned for next year.`,
  },
  {
    label: 'Business report',
    text: `Quarterly operations report: third quarter

Revenue reached $18.4 million, up 12% on the same quarter last year and 3% above plan. Growth came mainly from the online channel, which now accounts for 41% of sales, while store sales were flat.

Gross margin fell from 38.5% to 36.9%. Higher freight costs explain most of the decline; a new contract with our main carrier takes effect in November and should recover about half of the difference.

Customer satisfaction improved. The average delivery time dropped from 4.1 to 2.8 days after the second warehouse opened in July, and complaints about late deliveries fell by a third.

Two risks need attention. First, inventory rose to 94 days of sales because winter stock arrived early; we expect it to normalise by January but have paused further orders. Second, two senior engineers resigned, delaying the new checkout by about six weeks.

Decisions for next quarter: the board approved a $1.2 million budget for a third warehouse in the south-east, subject to a final site review in December. Marketing spend will shift a further 10% from print to online. Hiring for the engineering team is the operations director's priority, with a target of three new engineers by the end of January.`,
  },
];
