import { describe, expect, it } from 'vitest';
import { splitSentenceSpans, splitSentences } from './sentences.ts';

describe('splitSentences', () => {
  it('does not end sentences at abbreviations, initials or decimals', () => {
    const text =
      'Dr. Smith met Prof. Jones on Jan. 5 with the U.S. team. It costs 3.5 dollars, e.g. a lot. ' +
      'J. K. Rowling wrote it. See No. 7 for details. The end.';
    expect(splitSentences(text, { language: 'en' })).toEqual([
      'Dr. Smith met Prof. Jones on Jan. 5 with the U.S. team.',
      'It costs 3.5 dollars, e.g. a lot.',
      'J. K. Rowling wrote it.',
      'See No. 7 for details.',
      'The end.',
    ]);
  });

  it('keeps a Korean date and an Italian party’s title inside the sentence', () => {
    expect(
      splitSentences('환경부는 2026. 11. 20. 보증금제를 확대한다고 밝혔다. 대상은 약 120곳이다.', {
        language: 'ko',
      }),
    ).toEqual(['환경부는 2026. 11. 20. 보증금제를 확대한다고 밝혔다.', '대상은 약 120곳이다.']);
    expect(splitSentences('배포 일시: 2026. 11. 20.(목)', { language: 'ko' })).toEqual([
      '배포 일시: 2026. 11. 20.(목)',
    ]);
    expect(
      splitSentences('법률은 2020.1.1. 시행되었다. 보험사는 혼선을 겪었다.', { language: 'ko' }),
    ).toEqual(['법률은 2020.1.1. 시행되었다.', '보험사는 혼선을 겪었다.']);
    expect(
      splitSentences(
        "Tra il Sig. Marco Bianchi e l'Avv. Neri si conviene quanto segue. Il canone è di 900 euro.",
        {
          language: 'it',
        },
      ),
    ).toEqual([
      "Tra il Sig. Marco Bianchi e l'Avv. Neri si conviene quanto segue.",
      'Il canone è di 900 euro.',
    ]);
    // A year that ends a sentence before a numbered line stays its end.
    expect(splitSentences('Sales grew in 2020. 3. Results follow.', { language: 'en' })[0]).toBe(
      'Sales grew in 2020.',
    );
  });

  it('keeps German "z. B." and "bzw." inside the sentence', () => {
    expect(
      splitSentences('Das gilt z. B. für Äpfel bzw. Birnen. Der Rest nicht.', { language: 'de' }),
    ).toEqual(['Das gilt z. B. für Äpfel bzw. Birnen.', 'Der Rest nicht.']);
  });

  it('still ends a sentence that closes with an ordinary word', () => {
    expect(splitSentences('The answer is no. Then we left.', { language: 'en' })).toEqual([
      'The answer is no.',
      'Then we left.',
    ]);
  });

  it('goes on after a "!" or "?" that lower case follows: a name\'s mark, a quoted cry or question', () => {
    const text =
      'Just Think! is a project that enables kids to make films. "Stop!" he said. Are you coming? Yes.';
    expect(splitSentences(text, { language: 'en' })).toEqual([
      'Just Think! is a project that enables kids to make films.',
      '"Stop!" he said.',
      'Are you coming?',
      'Yes.',
    ]);
    expect(
      splitSentences('“Bu hafta sonu ne yapıyorsun?” diye sorabilirsin. “Hiç” diyebilir.', {
        language: 'tr',
      }),
    ).toEqual(['“Bu hafta sonu ne yapıyorsun?” diye sorabilirsin.', '“Hiç” diyebilir.']);
  });

  it('recovers sentence breaks in lower-cased text', () => {
    const text = 'the model works well . the results are shown in table 2 . we conclude here .';
    expect(splitSentences(text, { language: 'en', caseless: true })).toHaveLength(3);
  });

  it('splits Chinese and Japanese at their full stops', () => {
    expect(splitSentences('我们今天去公园。天气很好！你来吗？', { language: 'zh' })).toHaveLength(3);
    expect(splitSentences('東京は日本の首都です。人口が多いです。', { language: 'ja' })).toHaveLength(2);
  });

  it('cuts Thai paragraphs, which have no sentence punctuation, into sentence-like units at spaces', () => {
    const thai =
      'หากไม่หลอกตัวเองจนเกินไป จะพบว่าสังคมไทยไม่มีอะไรเหมือนเดิมอีกต่อไปแล้ว ' +
      'ปฏิกิริยาอันหลากหลายที่สะท้อนผ่านความรู้สึกนึกคิดและการแสดงออกของบรรดาผู้คน ' +
      'แสดงนัยยะให้เห็นชัดเจนว่าประเทศไทยได้ก้าวเข้าสู่ยุคเปลี่ยนผ่านครั้งสำคัญ ' +
      'จากความขัดแย้งทางการเมืองในสังคมไทยเมื่อห้าปีก่อน';
    const units = splitSentences(thai, { language: 'th' });
    expect(units.length).toBeGreaterThan(1);
    expect(units.join(' ')).toBe(thai);
  });

  it('reads a Thai period as an abbreviation, never as the end of a sentence', () => {
    const thai =
      'เมื่อวันที่ 6 ม.ค.60 ที่ทำเนียบรัฐบาล พล.อ.ประยุทธ์ จันทร์โอชา นายกรัฐมนตรี กล่าวถึงกรณี ที่ สนช. ' +
      'ออกมาระบุว่า การเลือกตั้งจะถูกเลื่อนออกไปถึงปีหน้า และขอให้ไปสอบถามกับ สนช. ด้วยตนเอง';
    const units = splitSentences(thai, { language: 'th' });
    for (const unit of units) expect(unit).not.toMatch(/\.$/u);
    expect(units.some((u) => u.includes('พล.อ.ประยุทธ์'))).toBe(true);
    expect(units.join(' ')).toBe(thai);
  });

  it('gives offsets that point at the sentence in the source', () => {
    const text = '  First one here.  Second one, with Mr. Brown.\nThird.';
    for (const span of splitSentenceSpans(text, 0, text.length, { language: 'en' })) {
      const slice = text.slice(span.start, span.end);
      expect(slice).toBe(slice.trim());
      expect(slice.length).toBeGreaterThan(0);
    }
    expect(splitSentences(text)).toEqual(['First one here.', 'Second one, with Mr. Brown.', 'Third.']);
  });

  it('handles a sentence without punctuation and an empty passage', () => {
    expect(splitSentences('no punctuation at all here')).toEqual(['no punctuation at all here']);
    expect(splitSentences('   ')).toEqual([]);
  });
});

describe('citations', () => {
  it('stay with the sentence they follow', () => {
    const text = 'It made most computers in the U.S.[12] Watson joined later.[13] He stayed.';
    expect(splitSentences(text, { language: 'en' })).toEqual([
      'It made most computers in the U.S.[12]',
      'Watson joined later.[13]',
      'He stayed.',
    ]);
  });

  it('stay together when several follow one sentence, as an encyclopedia cites', () => {
    const text =
      'It spread to eight countries.[2][3] At its height it ruled the sea.[4][a][citation needed] It fell.';
    expect(splitSentences(text, { language: 'en' })).toEqual([
      'It spread to eight countries.[2][3]',
      'At its height it ruled the sea.[4][a][citation needed]',
      'It fell.',
    ]);
  });
});

describe('periods inside a token or an aside', () => {
  it('keeps a file name after a number whole, as in a URL', () => {
    expect(
      splitSentences(
        'We did studies (see http://example.org/PAPERS/TU4106.PDF ) of the transition. Next one.',
        {
          language: 'en',
        },
      ),
    ).toEqual(['We did studies (see http://example.org/PAPERS/TU4106.PDF ) of the transition.', 'Next one.']);
  });

  it('reads a period inside a short aside as an abbreviation', () => {
    expect(
      splitSentences('He was hegumen after Saint Nicholas (+ 868, Comm. 4 February). Known as a defender.', {
        language: 'en',
      }),
    ).toEqual(['He was hegumen after Saint Nicholas (+ 868, Comm. 4 February).', 'Known as a defender.']);
  });
});

describe('Japanese defining asides', () => {
  it('keep the sentence going after an aside that ends with its own full stop', () => {
    expect(
      splitSentences(
        '次のいずれにも該当しないとき。端子と称されるもの（以下「速結端子（スプリング式）」という。）であること。（注です。）これは新しい文です。',
        { language: 'ja' },
      ),
    ).toEqual([
      '次のいずれにも該当しないとき。',
      '端子と称されるもの（以下「速結端子（スプリング式）」という。）であること。',
      '（注です。）',
      'これは新しい文です。',
    ]);
  });
});

describe('Hindi', () => {
  it('ends a sentence at a "|" typed for the danda', () => {
    const text = 'मेलानोटन एप्रूव्ड नहीं है |यह आमतौर पर ऑनलाइन बेचा जाता है | हालाँकि यूरोप में मनाही है।';
    expect(splitSentences(text, { language: 'hi' })).toEqual([
      'मेलानोटन एप्रूव्ड नहीं है |',
      'यह आमतौर पर ऑनलाइन बेचा जाता है |',
      'हालाँकि यूरोप में मनाही है।',
    ]);
  });

  it('leaves a pipe between Latin words alone', () => {
    expect(splitSentences('Use a | b as the pattern.', { language: 'en' })).toEqual([
      'Use a | b as the pattern.',
    ]);
  });
});

describe('numbers at sentence edges', () => {
  it('keeps ordinals written with a period inside the sentence in languages that write them so', () => {
    expect(
      splitSentences('Die Wahl findet am 3. Oktober statt. Der 1. FC Köln spielte gut.', { language: 'de' }),
    ).toEqual(['Die Wahl findet am 3. Oktober statt.', 'Der 1. FC Köln spielte gut.']);
    expect(
      splitSentences('Fenerbahçe, İtalya 1. Futbol Ligi ekiplerinden oyuncu aldı.', { language: 'tr' }),
    ).toEqual(['Fenerbahçe, İtalya 1. Futbol Ligi ekiplerinden oyuncu aldı.']);
  });

  it('gives an opening bracket or quote to the sentence it opens, not the one before', () => {
    expect(
      splitSentences('最も低価格の品を選びましょう。「ノーブランド」の製品は安いです。', { language: 'ja' }),
    ).toEqual(['最も低価格の品を選びましょう。', '「ノーブランド」の製品は安いです。']);
    expect(splitSentences('并加以传播和阐述。”《世界人权宣言》全文如下。', { language: 'zh' })).toEqual([
      '并加以传播和阐述。”',
      '《世界人权宣言》全文如下。',
    ]);
  });

  it('ends a sentence after a footnote number set on its full stop, as a PDF flattens superscripts', () => {
    expect(
      splitSentences(
        'The film industry of Hollywood was built by fleeing pirates.1 Creators and directors migrated west. It cost $2.50 a ticket.',
        { language: 'en' },
      ),
    ).toEqual([
      'The film industry of Hollywood was built by fleeing pirates.1',
      'Creators and directors migrated west.',
      'It cost $2.50 a ticket.',
    ]);
  });

  it('ends a sentence before one that starts with a number, but not after an abbreviation', () => {
    expect(
      splitSentences('The bus crashed. 3 people died. See Fig. 2 for the route.', { language: 'en' }),
    ).toEqual(['The bus crashed.', '3 people died.', 'See Fig. 2 for the route.']);
    expect(splitSentences('It grew 3.5 percent. 2020 was worse.', { language: 'en' })).toEqual([
      'It grew 3.5 percent.',
      '2020 was worse.',
    ]);
  });

  it('keeps a sum alone after a sentence with it, as a form’s answer, and a suite number with its street', () => {
    const answer =
      'State the aggregate market value as of the last business day of the second fiscal quarter. $70,923,698.';
    expect(splitSentences(answer, { language: 'en' })).toEqual([answer]);
    expect(splitSentences('Turnout rose sharply. 61.5%', { language: 'en' })).toEqual([
      'Turnout rose sharply. 61.5%',
    ]);
    expect(splitSentences('Turnout rose. 61.5% of voters came.', { language: 'en' })).toEqual([
      'Turnout rose.',
      '61.5% of voters came.',
    ]);
    // A bare number may be a page's: it stays apart (and is dropped as furniture).
    expect(splitSentences('Profits rose. 12', { language: 'en' })).toEqual(['Profits rose.', '12']);
    expect(
      splitSentences('6480 Cameron Street Ste. 305 – Las Vegas, NV 89118', { language: 'en' }),
    ).toHaveLength(1);
  });
});

describe('Polish and Czech abbreviations', () => {
  it('do not end a sentence', () => {
    // A GDPR notice's reference to the EU's Official Journal: "Dz. Urz. UE".
    const notice =
      'Zgodnie z rozporządzeniem (UE) 2016/679 (ogólne rozporządzenie o ochronie danych), (Dz. Urz. UE L 119 z 04.05.2016 r., str. 1) informuję.';
    expect(splitSentences(notice, { language: 'pl' })).toEqual([notice]);
    expect(splitSentences('Zobacz np. Art. 6 ust. 1 tej ustawy.', { language: 'pl' })).toHaveLength(1);
    expect(
      splitSentences('Platí zákon č. 89/2012, tzv. Nový občanský zákoník.', { language: 'cs' }),
    ).toHaveLength(1);
  });
});

describe('Korean quotations', () => {
  it('keep a quoted phrase and the quotative particle after it in one sentence', () => {
    const text =
      '보라색 상자에 하얀색 봉투가 있고 "Yahoo!" 라고 쓰인 앱 아이콘을 클릭하세요. 이는 화면 하단에 있습니다.';
    expect(splitSentences(text, { language: 'ko' })).toEqual([
      '보라색 상자에 하얀색 봉투가 있고 "Yahoo!" 라고 쓰인 앱 아이콘을 클릭하세요.',
      '이는 화면 하단에 있습니다.',
    ]);
  });
});
