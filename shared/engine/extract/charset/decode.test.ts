import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { CNS_PLANES_1_2 } from './cnsTable.ts';
import { CP500 } from './cp500Table.ts';
import { decodeAs, decodeText } from './decode.ts';

const SAMPLES = {
  english:
    'The committee met on Tuesday to review the budget. Members agreed that spending on roads should rise next year, while the library keeps its current funding.',
  russian:
    'Комитет собрался во вторник, чтобы рассмотреть бюджет. Члены комитета согласились, что расходы на дороги в следующем году должны вырасти, а библиотека сохранит своё нынешнее финансирование.',
  czech:
    'Výbor se sešel v úterý, aby projednal rozpočet. Členové souhlasili, že výdaje na silnice by příští rok měly vzrůst, zatímco knihovna si ponechá současné financování.',
  greek:
    'Η επιτροπή συνεδρίασε την Τρίτη για να εξετάσει τον προϋπολογισμό. Τα μέλη συμφώνησαν ότι οι δαπάνες για τους δρόμους πρέπει να αυξηθούν του χρόνου, ενώ η βιβλιοθήκη διατηρεί τη χρηματοδότησή της.',
  hebrew:
    'הוועדה התכנסה ביום שלישי כדי לדון בתקציב. החברים הסכימו שההוצאה על כבישים צריכה לעלות בשנה הבאה, בעוד שהספרייה תשמור על המימון הנוכחי שלה.',
  arabic:
    'اجتمعت اللجنة يوم الثلاثاء لمراجعة الميزانية. واتفق الأعضاء على أن الإنفاق على الطرق يجب أن يرتفع في العام المقبل، بينما تحتفظ المكتبة بتمويلها الحالي.',
  japanese:
    '委員会は火曜日に集まり、予算を検討しました。委員たちは、来年は道路への支出を増やすべきだということで合意し、図書館は現在の予算を維持することになりました。',
  chineseSimplified:
    '委员会星期二开会审议预算。委员们同意明年应该增加道路方面的支出，而图书馆将保持目前的经费。这是大家经过讨论以后得出的结论。',
  chineseTraditional:
    '委員會星期二開會審議預算。委員們同意明年應該增加道路方面的支出，而圖書館將保持目前的經費。這是大家經過討論以後得出的結論。',
  korean:
    '위원회는 화요일에 모여 예산을 검토했습니다. 위원들은 내년에 도로에 대한 지출을 늘려야 한다는 데 동의했고, 도서관은 현재의 예산을 유지하기로 했습니다.',
};

describe('decodeText', () => {
  it('reads UTF-8 with and without a byte-order mark', () => {
    const bytes = new TextEncoder().encode(SAMPLES.russian);
    expect(decodeText(bytes)).toEqual({ text: SAMPLES.russian, encoding: 'utf-8' });
    const withBom = new Uint8Array([0xef, 0xbb, 0xbf, ...bytes]);
    expect(decodeText(withBom).text).toBe(SAMPLES.russian);
  });

  it('reads UTF-16 in both byte orders, with or without a byte-order mark', () => {
    for (const encoding of ['utf-16le', 'utf-16be'] as const) {
      const body = iconv.encode(SAMPLES.english, encoding);
      const bom = encoding === 'utf-16le' ? [0xff, 0xfe] : [0xfe, 0xff];
      expect(decodeText(new Uint8Array([...bom, ...body])).text).toBe(SAMPLES.english);
      expect(decodeText(new Uint8Array(body))).toEqual({ text: SAMPLES.english, encoding });
    }
    const japanese = iconv.encode(SAMPLES.japanese, 'utf-16le');
    expect(decodeText(new Uint8Array([0xff, 0xfe, ...japanese])).text).toBe(SAMPLES.japanese);
  });

  const legacy: Array<[string, string, keyof typeof SAMPLES]> = [
    ['windows-1251', 'windows-1251', 'russian'],
    ['koi8-r', 'koi8-r', 'russian'],
    ['maccyrillic', 'x-mac-cyrillic', 'russian'],
    ['windows-1250', 'windows-1250', 'czech'],
    ['windows-1253', 'windows-1253', 'greek'],
    ['windows-1255', 'windows-1255', 'hebrew'],
    ['windows-1256', 'windows-1256', 'arabic'],
    ['shift_jis', 'shift_jis', 'japanese'],
    ['euc-jp', 'euc-jp', 'japanese'],
    ['gbk', 'gb18030', 'chineseSimplified'],
    ['big5', 'big5', 'chineseTraditional'],
    ['euc-kr', 'euc-kr', 'korean'],
  ];
  for (const [iconvName, expected, sample] of legacy) {
    it(`detects ${expected} (${sample})`, () => {
      const bytes = iconv.encode(SAMPLES[sample], iconvName);
      const decoded = decodeText(new Uint8Array(bytes));
      expect(decoded.text).toBe(SAMPLES[sample]);
    });
  }

  it('detects ISO-2022-JP by its escape sequences', () => {
    // JIS X 0208 bytes are EUC-JP bytes without the high bit.
    const euc = iconv.encode(SAMPLES.japanese, 'euc-jp');
    const jis = [0x1b, 0x24, 0x42, ...Array.from(euc, (byte) => byte & 0x7f), 0x1b, 0x28, 0x42];
    expect(decodeText(new Uint8Array(jis))).toEqual({ text: SAMPLES.japanese, encoding: 'iso-2022-jp' });
  });

  it('detects EBCDIC (code page 500)', () => {
    const bytes = Array.from(SAMPLES.english, (ch) => CP500.indexOf(ch));
    expect(decodeText(new Uint8Array(bytes))).toEqual({ text: SAMPLES.english, encoding: 'cp500' });
  });

  it('detects Korean Johab', () => {
    const medialCodes = [3, 4, 5, 6, 7, 10, 11, 12, 13, 14, 15, 18, 19, 20, 21, 22, 23, 26, 27, 28, 29];
    const bytes: number[] = [];
    for (const ch of SAMPLES.korean) {
      const code = ch.charCodeAt(0);
      if (code < 0x80) {
        bytes.push(code);
        continue;
      }
      const index = code - 0xac00;
      if (index < 0 || index >= 11172) {
        // Punctuation in the sample is ASCII; anything else would be a mistake in the test.
        throw new Error(`not a Hangul syllable: ${ch}`);
      }
      const initial = Math.floor(index / 588);
      const medial = Math.floor((index % 588) / 28);
      const final = index % 28;
      const finalCode = final === 0 ? 1 : final <= 16 ? final + 1 : final + 2;
      const johab = 0x8000 | ((initial + 2) << 10) | (medialCodes[medial]! << 5) | finalCode;
      bytes.push(johab >> 8, johab & 0xff);
    }
    expect(decodeText(new Uint8Array(bytes))).toEqual({ text: SAMPLES.korean, encoding: 'johab' });
  });

  it('detects EUC-TW (CNS 11643)', () => {
    const text = SAMPLES.chineseTraditional.replace(/，/g, ',').replace(/。/g, '.');
    const bytes: number[] = [];
    for (const ch of text) {
      const code = ch.charCodeAt(0);
      if (code < 0x80) {
        bytes.push(code);
        continue;
      }
      const cell = CNS_PLANES_1_2.indexOf(ch);
      expect(cell).toBeGreaterThanOrEqual(0);
      const plane = Math.floor(cell / 8836);
      const within = cell % 8836;
      const pair = [0xa1 + Math.floor(within / 94), 0xa1 + (within % 94)];
      if (plane === 0) bytes.push(...pair);
      else bytes.push(0x8e, 0xa2, ...pair);
    }
    expect(decodeText(new Uint8Array(bytes)).text).toBe(text);
  });

  it('prefers a plausible reading over a declared charset that lies', () => {
    const bytes = iconv.encode(SAMPLES.arabic, 'windows-1256');
    expect(decodeText(new Uint8Array(bytes), 'utf-8').text).toBe(SAMPLES.arabic);
    expect(decodeText(new Uint8Array(bytes), 'windows-1252').text).toBe(SAMPLES.arabic);
  });

  it('keeps mostly-UTF-8 text with a stray invalid byte as UTF-8', () => {
    const bytes = new TextEncoder().encode(`${SAMPLES.czech} ${SAMPLES.russian}`);
    const damaged = new Uint8Array([...bytes.subarray(0, 40), 0xff, ...bytes.subarray(40)]);
    const decoded = decodeText(damaged);
    expect(decoded.encoding).toBe('utf-8');
    expect(decoded.text.replace('\ufffd', '')).toBe(`${SAMPLES.czech} ${SAMPLES.russian}`);
  });

  it('decodes a large file in one pass', () => {
    const line = `${SAMPLES.russian}\n`;
    const bytes = iconv.encode(line.repeat(20000), 'windows-1251');
    const decoded = decodeText(new Uint8Array(bytes));
    expect(decoded.encoding).toBe('windows-1251');
    expect(decoded.text.length).toBe(line.length * 20000);
  });

  it('reads curly quotes, dashes and the euro sign of windows-1252 as browsers do', () => {
    const text = '\u201cThe budget\u201d \u2014 \u20ac48 million \u2019s';
    const bytes = new Uint8Array(iconv.encode(`${SAMPLES.english} ${text}`, 'windows-1252'));
    expect(decodeText(bytes).text).toBe(`${SAMPLES.english} ${text}`);
    expect(decodeAs(bytes, 'iso-8859-1')).toBe(`${SAMPLES.english} ${text}`);
  });

  it('knows no encoding behind labels that would decode everything to one replacement character', () => {
    expect(decodeAs(new TextEncoder().encode('plain'), 'iso-2022-kr')).toBeUndefined();
  });
});
