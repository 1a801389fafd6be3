import { describe, expect, it } from 'vitest';
import { transcriptCue } from './transcript.ts';

describe('transcriptCue', () => {
  it('recognises decisions in several languages', () => {
    for (const sentence of [
      'After some back and forth we decided to move the launch to June.',
      'We agreed to keep the free plan.',
      'Wir haben beschlossen, das Budget zu erhöhen.',
      'Nous avons décidé de reporter la réunion.',
      'Acordamos mantener el precio actual.',
      'Мы решили перенести запуск.',
    ]) {
      expect(transcriptCue(sentence), sentence).toBe('decision');
    }
  });

  it('recognises action items in several languages', () => {
    for (const sentence of [
      'I will send the slides to everyone by Friday.',
      "Priya'll update the pricing page.",
      'Action item: review the contract.',
      "Let's schedule a follow-up with legal.",
      'Ich werde das Protokoll bis Freitag verschicken.',
      'Je vais préparer le budget.',
    ]) {
      expect(transcriptCue(sentence), sentence).toBe('action');
    }
  });

  it('leaves ordinary remarks alone', () => {
    for (const sentence of [
      'The weather was nice yesterday.',
      'It will probably rain.',
      'That is interesting.',
    ]) {
      expect(transcriptCue(sentence), sentence).toBeUndefined();
    }
  });
});
