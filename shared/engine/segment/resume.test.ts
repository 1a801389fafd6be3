import { describe, expect, it } from 'vitest';
import { summarize } from '../summarize/summarize.ts';
import { furnitureOf } from './furniture.ts';
import { segmentDocument } from './units.ts';

/** A résumé pasted as text: its jobs' titles, the dates under them, its sections in capitals. */
describe('a résumé', () => {
  it('are a résumé’s jobs, not the dates under them, and its section in capitals is no sentence', () => {
    const cv = [
      'Jane Doe',
      'jane.doe@example.com | +1 415 555 0199',
      '',
      'SUMMARY',
      'Product manager with 9 years of experience building B2B SaaS products used by two million people.',
      '',
      'EXPERIENCE',
      '',
      'Acme Analytics — Senior Product Manager',
      'March 2021 – Present',
      '• Led the launch of a self-serve analytics product that reached 40,000 paying teams.',
      '• Cut onboarding time from 14 days to 2 by redesigning the setup flow.',
      '',
      'Brightline Software — Product Manager',
      'June 2017 – February 2021',
      '• Owned the mobile app roadmap for 1.2 million monthly active users.',
    ].join('\n');
    const { units } = segmentDocument(cv, { language: 'en' });
    expect(units.filter((u) => u.kind === 'heading').map((u) => u.text)).toEqual([
      'Jane Doe',
      'SUMMARY',
      'EXPERIENCE',
      'Acme Analytics — Senior Product Manager',
      'Brightline Software — Product Manager',
    ]);
    const furniture = furnitureOf(units);
    const dropped = units.filter((_, i) => furniture[i]).map((u) => u.text);
    expect(dropped).toEqual(expect.arrayContaining(['March 2021 – Present', 'June 2017 – February 2021']));
  });

  it('has every label in capitals as a part once its parts are so titled, over short lines too', () => {
    const cv = [
      'PRIYA RAMAN',
      'Senior Data Engineer',
      '',
      'SUMMARY',
      'Data engineer with eight years of experience building batch and streaming pipelines.',
      '',
      'EDUCATION',
      'M.Sc. Computer Science, Technical University of Munich, 2017',
      '',
      'SKILLS',
      'Languages: Python, Scala, SQL, Go',
      'Cloud: AWS, GCP, Terraform, Kubernetes',
      '',
      'CERTIFICATIONS',
      'AWS Certified Data Analytics – Specialty, 2022',
    ].join('\n');
    const { units } = segmentDocument(cv, { language: 'en' });
    const headings = units.filter((u) => u.kind === 'heading');
    expect(headings.map((u) => u.text)).toEqual([
      'PRIYA RAMAN',
      'SUMMARY',
      'EDUCATION',
      'SKILLS',
      'CERTIFICATIONS',
    ]);
    expect(new Set(headings.slice(1).map((u) => u.level))).toEqual(new Set([2]));
  });

  it('keeps each degree a line of its own, its dotted name no sentence’s end', () => {
    const cv = [
      'PRIYA RAMAN',
      'Senior Data Engineer',
      '',
      'SUMMARY',
      'Data engineer with eight years of experience building batch and streaming pipelines for e-commerce and logistics companies. Led the migration of a 40 TB warehouse to a lakehouse architecture.',
      '',
      'EDUCATION',
      'M.Sc. Computer Science, Technical University of Munich, 2017',
      'B.Tech. Information Technology, Anna University, Chennai, 2015',
    ].join('\n');
    const { units } = segmentDocument(cv, { language: 'en' });
    expect(units.slice(-2).map((u) => u.text)).toEqual([
      'M.Sc. Computer Science, Technical University of Munich, 2017',
      'B.Tech. Information Technology, Anna University, Chennai, 2015',
    ]);
    expect(summarize(cv, { level: 5, language: 'en' }).markdown).toContain(
      'Munich, 2017\n\nB.Tech. Information Technology, Anna University, Chennai, 2015',
    );
  });

  it('leaves a label in capitals as text where no part is titled so, and a running head wherever it stands', () => {
    const single = [
      'Notes',
      '',
      'WARNING',
      'Keep the door closed at all times.',
      '',
      'Other text follows here.',
    ];
    const warning = segmentDocument(single.join('\n'), { language: 'en' }).units.find(
      (u) => u.text === 'WARNING',
    );
    expect(warning?.kind).toBe('sentence');
    const book = [
      'The Commons',
      '',
      'PREFACE',
      'This book began as a series of lectures given over many years to students of law.',
      '',
      'THE COMMONS',
      'The history of shared land, as it was.',
      '',
      'INTRODUCTION',
      'The argument of this book is that culture is built on what came before it.',
      '',
      'THE COMMONS',
      'Then the fences came, one by one.',
    ];
    const headings = segmentDocument(book.join('\n'), { language: 'en' })
      .units.filter((u) => u.kind === 'heading')
      .map((u) => u.text);
    expect(headings).toContain('PREFACE');
    expect(headings).not.toContain('THE COMMONS');
  });
});
