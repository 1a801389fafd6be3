import { describe, expect, it } from 'vitest';
import { detectLanguage } from './detectLanguage.ts';

const SAMPLES: Record<string, string> = {
  en: 'The committee will publish its final report on the state of public transport next month.',
  de: 'Der Ausschuss wird seinen Abschlussbericht über den öffentlichen Nahverkehr im nächsten Monat veröffentlichen.',
  fr: 'Le comité publiera le mois prochain son rapport final sur l’état des transports publics.',
  es: 'El comité publicará el próximo mes su informe final sobre el estado del transporte público.',
  it: 'Il comitato pubblicherà il mese prossimo la sua relazione finale sullo stato dei trasporti pubblici.',
  pt: 'O comitê publicará no próximo mês o seu relatório final sobre o estado do transporte público.',
  nl: 'De commissie publiceert volgende maand haar eindrapport over de toestand van het openbaar vervoer.',
  pl: 'Komisja opublikuje w przyszłym miesiącu swój raport końcowy na temat stanu transportu publicznego.',
  ru: 'Комитет опубликует свой окончательный доклад о состоянии общественного транспорта в следующем месяце.',
  uk: 'Комітет опублікує свою остаточну доповідь про стан громадського транспорту наступного місяця.',
  tr: 'Komite, toplu taşımanın durumuna ilişkin nihai raporunu önümüzdeki ay yayımlayacak.',
  sv: 'Kommittén kommer att publicera sin slutrapport om kollektivtrafikens tillstånd nästa månad.',
  cs: 'Výbor příští měsíc zveřejní svou závěrečnou zprávu o stavu veřejné dopravy.',
  vi: 'Ủy ban sẽ công bố báo cáo cuối cùng về tình trạng giao thông công cộng vào tháng tới.',
  id: 'Komite mengumumkan bahwa laporan akhirnya tentang keadaan transportasi umum terbit bulan depan karena ada data baru.',
  ar: 'ستنشر اللجنة تقريرها النهائي عن حالة النقل العام في الشهر المقبل.',
  fa: 'کمیته گزارش نهایی خود را درباره وضعیت حمل و نقل عمومی ماه آینده منتشر خواهد کرد.',
  hi: 'समिति अगले महीने सार्वजनिक परिवहन की स्थिति पर अपनी अंतिम रिपोर्ट प्रकाशित करेगी।',
  bn: 'কমিটি আগামী মাসে গণপরিবহনের অবস্থা নিয়ে তাদের চূড়ান্ত প্রতিবেদন প্রকাশ করবে।',
  zh: '委员会将于下个月发布关于公共交通状况的最终报告。',
  ja: '委員会は来月、公共交通の状況に関する最終報告書を公表する予定です。',
  ko: '위원회는 다음 달 대중교통 현황에 관한 최종 보고서를 발표할 예정이다.',
  th: 'คณะกรรมการจะเผยแพร่รายงานฉบับสุดท้ายเกี่ยวกับสภาพการขนส่งสาธารณะในเดือนหน้า',
  he: 'הוועדה תפרסם בחודש הבא את הדוח הסופי שלה על מצב התחבורה הציבורית.',
  el: 'Η επιτροπή θα δημοσιεύσει την τελική της έκθεση για την κατάσταση των δημόσιων συγκοινωνιών τον επόμενο μήνα.',
};

describe('detectLanguage', () => {
  for (const [code, sample] of Object.entries(SAMPLES)) {
    it(`recognises ${code}`, () => {
      const detected = detectLanguage(sample);
      expect(detected.code).toBe(code);
      expect(detected.confidence).toBeGreaterThan(0);
      expect(detected.confidence).toBeLessThanOrEqual(1);
    });
  }

  it('reads an e-book’s language inside its distributor’s English licence', () => {
    const licence =
      'Please take a look at the important information in this header. We encourage you to keep this file on your own disk, keeping an electronic path open for the next readers. Do not remove this. ';
    const book = [
      `Project Gutenberg Etext of The Small Catechism of Martin Luther, Japanese Translation\n\n${licence.repeat(12)}`,
      '*END THE SMALL PRINT! FOR PUBLIC DOMAIN ETEXTS*Ver.04.29.93*END*',
      'マルチン・ルターの小信仰問答書\n\n父親が家族に十戒を簡潔に示すには\n\nあなたのお父さんとお母さんを敬いなさい。これはどういう意味ですか。私たちは神を畏れ、愛さなければなりません。',
      `End of Project Gutenberg Etext of The Small Catechism of Martin Luther\n\n${licence.repeat(12)}`,
    ].join('\n\n');
    expect(detectLanguage(book).code).toBe('ja');
  });

  it('names languages in English', () => {
    expect(detectLanguage(SAMPLES.de!).name).toBe('German');
    expect(detectLanguage(SAMPLES.th!).name).toBe('Thai');
  });

  it('never names a language of another script for Latin letters: codes and made-up words are "und"', () => {
    const codes = Array.from({ length: 900 }, (_, i) => `memo${i % 97}${i % 10 === 9 ? '.' : ''}`).join(' ');
    expect(detectLanguage(codes).code).toBe('und');
    // Latin text in a language that is written so keeps its name.
    expect(
      detectLanguage('Das ist ein kurzer deutscher Text über das Wetter in Berlin und München.').code,
    ).toBe('de');
  });

  it('answers "und" with no confidence when there are no letters', () => {
    expect(detectLanguage('1234 5678 !!!')).toEqual({ code: 'und', name: 'Unknown', confidence: 0 });
    expect(detectLanguage('').code).toBe('und');
  });

  it('is not misled by markup and speaker names', () => {
    const transcript =
      'Anna Schmidt: Wir haben beschlossen, das Projekt im Mai zu starten.\nPeter Braun: Gut, ich schreibe das Protokoll bis Freitag.';
    expect(detectLanguage(transcript).code).toBe('de');
  });

  it('reads a table by its cells, not by the bars between them (Hindi writes "|" as a full stop)', () => {
    const russian = [
      'Дата | Событие',
      '1 | 90 лет со дня рождения русского детского писателя | | |',
      '3 | 125 лет со дня рождения английского писателя и поэта | | |',
      '11 | Всемирный день «спасибо» | | |',
    ].join('\n');
    expect(detectLanguage(russian).code).toBe('ru');
    const english = [
      'Time | Months to the first recurrence of a tumour | |',
      'Censored | One if censoring took place, zero otherwise | |',
      'Treatment | One for placebo and two for the drug | |',
    ].join('\n');
    expect(detectLanguage(english).code).toBe('en');
  });

  it('tells Croatian, Bosnian and Serbian apart by the words only one standard writes', () => {
    const croatian = 'Svatko ima pravo na obrazovanje, a nitko ne smije biti lišen slobode bez suđenja.';
    const bosnian = 'Svako ima pravo na obrazovanje, a niko ne smije biti lišen slobode prije suđenja.';
    const serbian = 'Svako ima pravo na obrazovanje, a niko ne sme biti lišen slobode pre suđenja.';
    expect(detectLanguage(croatian).code).toBe('hr');
    expect(detectLanguage(bosnian).code).toBe('bs');
    expect(detectLanguage(serbian).code).toBe('sr');
  });

  it('tells Indonesian from Malay by their spellings, and says nothing without them', () => {
    expect(
      detectLanguage('Pemerintah mengumumkan bahwa harga bahan bakar akan naik karena biaya impor meningkat.')
        .code,
    ).toBe('id');
    expect(
      detectLanguage('Kerajaan mengumumkan bahawa harga minyak akan naik kerana kos import meningkat.').code,
    ).toBe('ms');
    // Indonesian's "kereta" is a train where Malay's is a car: a report on a railway was named Malay.
    const railway = [
      'Pemerintah meresmikan pembangunan tahap pertama kereta cepat Jakarta-Surabaya pada Senin.',
      'Menteri Perhubungan mengatakan kereta cepat tersebut akan memangkas waktu tempuh menjadi dua jam.',
      'Proyek ini menelan biaya sekitar Rp 120 triliun dari pinjaman luar negeri dan anggaran negara.',
    ].join(' ');
    expect(detectLanguage(railway).code).toBe('id');
  });

  it('says nothing rather than guess when the text gives too little to go on', () => {
    expect(detectLanguage('Pita biru').code).toBe('und');
    expect(detectLanguage('OK').code).toBe('und');
    // Three words: the model's name for them was wrong about half the time.
    expect(detectLanguage('Wysłałem dokumenty wczoraj.').code).toBe('und');
    expect(detectLanguage('iPhone 15 Pro Max 256GB').code).toBe('und');
    expect(detectLanguage('function foo(a, b) { return a + b; }').code).toBe('und');
    // A script of its own decides however short the text.
    expect(detectLanguage('어제 서류를 보냈습니다.').code).toBe('ko');
  });

  it('does not name a short English sentence after another language its letters resemble', () => {
    // The model alone: Afrikaans (0.80) and Norwegian (0.99); "we", "so", "she", "on" are English words.
    expect(detectLanguage('So, okay, we tried it again.').code).not.toBe('af');
    expect(detectLanguage('Even so, she kept on going.').code).not.toBe('no');
    // Short sentences whose words agree with the model keep their names.
    expect(detectLanguage('Let me know if anything changes.').code).toBe('en');
    expect(detectLanguage('Ik heb de documenten gisteren opgestuurd.').code).toBe('nl');
    expect(detectLanguage('Le rapport annuel sera publié la semaine prochaine.').code).toBe('fr');
  });

  it('does not name English text after the foreign names in it', () => {
    const english =
      'The coach named Julien Dupont, Pierre Lefebvre and Jean-Marc Rousseau in the squad on Monday, and said the team would travel to Paris on Thursday for the final.';
    expect(detectLanguage(english).code).toBe('en');
  });
});

describe('detectLanguage on a list of names', () => {
  it('names no language: the names have none of their own', () => {
    const team =
      'Julien Laharrague (Brive), Aurelien Rougerie (Clermont), Yannick Jauzion (Stade Toulousain), Damien Traille (Biarritz), Christophe Dominici (Stade Francais), Yann Delaigue (Castres), Dimitri Yachvili (Biarritz), Julien Bonnaire (Bourgoin).';
    expect(detectLanguage(team).code).toBe('und');
  });

  it('still names a Hindi text that mentions many brands in Latin letters', () => {
    const text =
      'अपने फ़ोन की सेटिंग खोलें और Google Drive या Microsoft OneDrive में बैकअप चालू करें। अगर आपके पास Apple iPhone है तो iCloud Backup चुनें, और Samsung Galaxy पर Samsung Cloud भी काम करता है। इसके बाद फ़ोन को वाई-फ़ाई से जोड़कर रात भर चार्ज होने दें ताकि बैकअप पूरा हो सके।';
    expect(detectLanguage(text).code).toBe('hi');
  });

  it('still names German, whose nouns are capitalised', () => {
    expect(
      detectLanguage(
        'Die Mannschaft aus Biarritz gewann am Sonntag das Spiel gegen Clermont mit drei Punkten.',
      ).code,
    ).toBe('de');
  });
});
