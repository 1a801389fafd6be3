/**
 * A company's blog post about what it changed. Before, its level-1 summary opened with its byline
 * ("Posted by Marta Silva, Head of Infrastructure · 12 min read") and left out what came of the changes,
 * which its last part, "Results", states: the bill 41% lower.
 */
import { describe, expect, it } from 'vitest';
import { extract } from '../extract/index.ts';
import { summarize } from './summarize.ts';

const POST = [
  '# How we cut our cloud bill by 41% without slowing anything down',
  '',
  '*Posted by Marta Silva, Head of Infrastructure · 12 min read*',
  '',
  'Last spring our monthly cloud bill passed $180,000 for the first time. Revenue had grown 20% over the year; the bill had grown 65%. This post describes what we changed over six months and what each change saved.',
  '',
  '## Where the money went',
  '',
  'We started by tagging every resource by team and service. Within two weeks it was clear that three things made up most of the bill: oversized database instances (31%), data transfer between regions (22%) and idle development environments (14%).',
  '',
  '## Right-sizing the databases',
  '',
  'Most of our PostgreSQL instances had been sized for peak traffic in 2022 and never revisited. We moved them to smaller instances with read replicas that scale on demand. Average CPU use went from 12% to 48%, and the database bill fell by $31,000 a month. Query latency at the 99th percentile did not change.',
  '',
  '## Keeping traffic in one region',
  '',
  'Our image service ran in Frankfurt while most of its storage lived in Ireland, so every thumbnail crossed a region boundary. Moving the storage next to the service cut transfer costs by $24,000 a month.',
  '',
  '## Turning off what nobody uses',
  '',
  'Development environments now shut down at 8 p.m. and on weekends unless someone opts out. This alone saved $17,000 a month. Engineers complained for about a week.',
  '',
  '## What did not work',
  '',
  'We tried moving batch jobs to spot instances, but interruptions made our nightly reports late three times in the first month. We went back to on-demand instances for anything with a deadline.',
  '',
  '## Results',
  '',
  'The bill is now $106,000 a month, 41% lower than at its peak, while traffic grew another 15%. The biggest lesson: most of the savings came from looking, not from clever engineering.',
].join('\n');

describe('a post whose last part gives its results', () => {
  it('gives them at level 1, and never its byline', async () => {
    const { text } = await extract(new TextEncoder().encode(POST), 'post.md');
    expect(summarize(text, { level: 1, language: 'en' }).markdown).toContain(
      'The bill is now $106,000 a month, 41% lower than at its peak',
    );
    for (const level of [1, 2, 3, 4, 5] as const)
      expect(summarize(text, { level, language: 'en' }).markdown).not.toContain('Posted by');
  });
});
