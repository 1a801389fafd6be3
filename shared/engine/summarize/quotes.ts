/**
 * A quotation of several sentences opens in its first and closes in its last ("“It's the Dolan boat,” her
 * father said. “Tom Dolan went out past the shelf this morning. I told him not to.”"). A summary that
 * shows one of them without the others would leave its mark open or close one it never opened: as an
 * editor does, the shown sentence gets the mark its quotation has beyond it. Only double marks are
 * counted: a single one is as often an apostrophe ("Dolan’s").
 */

/** Languages that open with „ and close with “ (English opens with “). */
const LOW_HIGH = new Set(['de', 'cs', 'sk', 'sl', 'lt', 'et', 'is', 'bg', 'ka']);

export interface QuoteNeeds {
  /** The marks to put before the sentence, whose quotation opened before it ('' for none). */
  open: string;
  /** The marks to put after it, whose quotation goes on after it ('' for none). */
  close: string;
}

/** Each kind of quotation: the marks that open it, the marks that close it, the pair to add. */
interface Kind {
  opens: string;
  closes: string;
  open: string;
  close: string;
}

function kindsFor(language: string): Kind[] {
  const curly = LOW_HIGH.has(language)
    ? { opens: '„', closes: '“', open: '„', close: '“' }
    : { opens: '“„', closes: '”', open: '“', close: '”' };
  const angled = { opens: '«', closes: '»', open: '«', close: '»' };
  return language === 'de' ? [curly] : [curly, angled];
}

/** What marks a sentence lacks for its quotations to open and close within it. */
export function quoteNeeds(text: string, language: string): QuoteNeeds {
  let open = '';
  let close = '';
  // Straight and curly marks mixed in one sentence cannot be paired ('"The Final Frontier" or "The Navel”').
  const mixed = text.includes('"') && /[“”„«»]/u.test(text);
  if (/["“”„«»]/u.test(text) && !mixed) {
    for (const kind of kindsFor(language)) {
      let depth = 0;
      let unopened = 0;
      for (const ch of text) {
        if (kind.opens.includes(ch)) depth++;
        else if (kind.closes.includes(ch)) {
          if (depth > 0) depth--;
          else unopened++;
        }
      }
      // French sets its marks apart from the words they enclose: « … », and the added one is set so too.
      const space = /«([\s\u00a0\u202f])|([\s\u00a0\u202f])»/u.exec(text);
      const gap = kind.open === '«' ? (space?.[1] ?? space?.[2] ?? '') : '';
      if (unopened > 0) open += kind.open + gap;
      if (depth > 0) close = gap + kind.close + close;
    }
    const straight = straightNeeds(text);
    open = straight.open + open;
    close += straight.close;
  }
  return { open, close };
}

/**
 * A straight mark serves as much else (inches, code, Hebrew's gershayim in "דו\"ח"), so only one at a
 * sentence's edge is read: opening it with nothing closing it after, or closing it after a word's stop
 * ('… not to."', not an abbreviation's "м.") with nothing opening it before. A mark between two Hebrew
 * letters is none.
 */
function straightNeeds(text: string): QuoteNeeds {
  const line = text.trim();
  const marks = line.match(/(?<!\p{Script=Hebrew})"|"(?!\p{Script=Hebrew})/gu)?.length ?? 0;
  if (marks % 2 === 0) return { open: '', close: '' };
  if (line.startsWith('"') && !line.endsWith('"')) return { open: '', close: '"' };
  if (/[\p{L}\p{N}]{2}[.!?…]"$/u.test(line) && !line.startsWith('"')) return { open: '"', close: '' };
  return { open: '', close: '' };
}
