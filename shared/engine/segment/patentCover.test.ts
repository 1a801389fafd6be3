/**
 * A patent application as its office prints it. Before, its summary was titled "United States Patent
 * Application 20260187342", the title under that mark was left out, and its sentences kept their
 * paragraph numbers ("[0001] Dust accumulation …").
 */
import { describe, expect, it } from 'vitest';
import { extract } from '../extract/index.ts';
import { summarize } from '../summarize/summarize.ts';
import { isPatentMark } from './patentCover.ts';

const APPLICATION = [
  'United States Patent Application 20260187342',
  'Kind Code: A1',
  '',
  'SELF-CLEANING SOLAR PANEL ASSEMBLY WITH ELECTROSTATIC DUST REMOVAL',
  '',
  'Inventors: Nadia Farouk (Tucson, AZ); Erik Lindqvist (Phoenix, AZ)',
  'Assignee: Desert Sun Technologies, Inc.',
  'Filed: March 3, 2025',
  '',
  'ABSTRACT',
  'A solar panel assembly includes a transparent electrode layer embedded beneath the front glass and a controller that applies a travelling high-voltage wave to the electrode layer. The travelling wave lifts and moves dust particles toward the lower edge of the panel, where they fall off. The assembly removes more than 90% of deposited dust in under two minutes without water or moving parts, and consumes less than 0.1% of the energy the panel produces.',
  '',
  'BACKGROUND',
  '[0001] Dust accumulation reduces the output of solar panels in desert regions by up to 40% within a month. Current cleaning methods rely on water, which is scarce in these regions, or on robotic brushes, which are expensive and scratch the glass.',
  '',
  'SUMMARY',
  '[0002] The present invention provides a panel that cleans itself using electrostatic forces. A three-phase electrode pattern is printed on the inner surface of the front glass. A controller drives the electrodes with phase-shifted voltages of 5 to 10 kilovolts, creating a travelling wave that carries charged dust particles across the surface.',
  '',
  '[0003] In one embodiment, a dust sensor measures the light transmission of the glass and starts a cleaning cycle when transmission falls by more than 3%.',
  '',
  'CLAIMS',
  '1. A solar panel assembly comprising: a front glass; a transparent electrode layer disposed beneath the front glass, the electrode layer comprising at least three interleaved electrode sets; and a controller configured to apply phase-shifted voltages to the electrode sets to generate a travelling electric field wave across the front glass.',
  '',
  '2. The assembly of claim 1, wherein the phase-shifted voltages are between 5 and 10 kilovolts.',
  '',
  '3. The assembly of claim 1, further comprising a dust sensor configured to measure light transmission through the front glass, wherein the controller starts a cleaning cycle when the measured transmission falls below a threshold.',
].join('\n');

describe('a patent application', () => {
  it('is titled by its invention, not by the office’s marks, and shows no paragraph numbers', async () => {
    const { text } = await extract(new TextEncoder().encode(APPLICATION), 'patent.txt');
    for (const level of [2, 3, 4, 5] as const) {
      const { markdown } = summarize(text, { level, language: 'en' });
      expect(markdown.split('\n')[0]).toBe(
        '# SELF-CLEANING SOLAR PANEL ASSEMBLY WITH ELECTROSTATIC DUST REMOVAL',
      );
      expect(markdown).not.toMatch(/Patent Application 2026|Kind Code|\[000\d\]/);
    }
  });

  it('has marks in the forms offices print, never a sentence about patents', () => {
    for (const mark of [
      'United States Patent Application 20260187342',
      '(12) Patent Application Publication',
      '(10) Pub. No.: US 2026/0187342 A1',
      'Kind Code: A1',
      'EUROPEAN PATENT APPLICATION',
      'Offenlegungsschrift',
    ])
      expect(isPatentMark(mark), mark).toBe(true);
    for (const line of ['Patent law changed in 2011.', 'Patent pending', 'Patents and trademarks'])
      expect(isPatentMark(line), line).toBe(false);
  });
});
