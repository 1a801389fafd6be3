import stopwordsIso from 'stopwords-iso/stopwords-iso.json' with { type: 'json' };

const cache = new Map<string, ReadonlySet<string>>();
const lists = stopwordsIso as Record<string, string[]>;

/** The languages the collection has function words for. */
export const STOPWORD_LANGUAGES: readonly string[] = Object.keys(lists);

/** Function words of a language (from the stopwords-iso collection); empty for languages it lacks. */
export function stopwordsFor(language: string | undefined): ReadonlySet<string> {
  const code = language ?? 'und';
  let set = cache.get(code);
  if (!set) {
    set = new Set((lists[code] ?? []).map((w) => w.toLowerCase()));
    cache.set(code, set);
  }
  return set;
}
