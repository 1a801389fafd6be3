import { describe, expect, it } from 'vitest';
import { termNormalizer } from './terms.ts';

describe('termNormalizer', () => {
  it('matches French words with and without an elided article', () => {
    const terms = termNormalizer('fr');
    expect(terms(["l'attaque", 'attaque'])).toEqual(['attaqu', 'attaqu']);
    expect(terms(['l’ambassadeur', 'ambassadeur'])).toEqual(['ambass', 'ambass']);
  });

  it('keeps the word before the apostrophe where it marks a suffix, not an elision', () => {
    expect(termNormalizer('tr')(["türkiye'nin"])).toEqual(['türkiy']);
  });
});
