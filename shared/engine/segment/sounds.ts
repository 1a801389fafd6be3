/**
 * Words with which transcripts and subtitles name a sound instead of speech ("[laughter]", "(coughs)",
 * "<i>Applause</i>"), in English, French, Spanish and German: what a listener heard, not what anyone
 * said. Words that say speech was missed ("inaudible", "crosstalk") are not among them.
 */
export const SOUND_WORDS =
  'laughs?|laughing|laughter|chuckles?|giggles?|sighs?|gasps?|groans?|coughs?|coughing|sniffs?|applause|cheering|cheers|music|silence|noise|pause|rires?|applaudissements|musique|risas?|aplausos|música|lachen|lacht|applaus|musik';

/**
 * Marks of a sound or a disfluency inside a transcript's turn, with the space before them: "[laughter]",
 * "(coughs)", and the corpus marks "{pause}", "{disfmarker}" (a restart), "{vocalsound}", "{comment}".
 */
export const SOUND_MARK = new RegExp(
  `\\s*(?:\\{(?:pause|disfmarker|vocalsound|nonvocalsound|comment)\\}|[[(](?:${SOUND_WORDS})[\\])])`,
  'giu',
);
