/**
 * A letter's or an e-mail's frame: the salutation it opens with ("Hi team,", "Sehr geehrte Frau Braun,")
 * and the complimentary close with the signature under it ("Best regards," / "Maria Lopez" / "Product
 * Manager"). They address the reader and say nothing of the message, so a summary never shows them.
 * The lists hold the common forms in the languages with most users; a form only counts where a letter
 * puts it: a short line of its own at the start, or in the run of short lines that ends the text.
 */

/** Greetings that open a letter, lower-cased. */
const SALUTATIONS = [
  // en
  'hi',
  'hello',
  'hey',
  'dear',
  'good morning',
  'good afternoon',
  'good evening',
  'greetings',
  'to whom it may concern',
  // de
  'hallo',
  'liebe',
  'lieber',
  'liebes',
  'sehr geehrte',
  'sehr geehrter',
  'sehr geehrtes',
  'guten morgen',
  'guten tag',
  'moin',
  // fr
  'bonjour',
  'bonsoir',
  'salut',
  'cher',
  'chère',
  'chers',
  'chères',
  'madame',
  'monsieur',
  'mesdames',
  // es
  'hola',
  'estimado',
  'estimada',
  'estimados',
  'estimadas',
  'querido',
  'querida',
  'queridos',
  'buenos días',
  'buenas tardes',
  // it
  'ciao',
  'caro',
  'cara',
  'cari',
  'gentile',
  'gentili',
  'egregio',
  'buongiorno',
  'buonasera',
  'salve',
  // pt
  'olá',
  'oi',
  'prezado',
  'prezada',
  'prezados',
  'bom dia',
  'boa tarde',
  // nl
  'beste',
  'geachte',
  'hoi',
  'goedemorgen',
  'goedemiddag',
  // pl, cs
  'dzień dobry',
  'szanowny',
  'szanowna',
  'szanowni',
  'cześć',
  'witam',
  'dobrý den',
  'vážený',
  'vážená',
  'vážení',
  'ahoj',
  // sv, da, no
  'hej',
  'hei',
  'kära',
  'kære',
  'kjære',
  // ru, uk
  'здравствуйте',
  'привет',
  'добрый день',
  'доброе утро',
  'уважаемый',
  'уважаемая',
  'уважаемые',
  'дорогой',
  'дорогая',
  'дорогие',
  'вітаю',
  'доброго дня',
  'шановний',
  'шановна',
  'шановні',
  'привіт',
  // tr, id, vi
  'merhaba',
  'sayın',
  'selam',
  'halo',
  'yth',
  'kính gửi',
  'xin chào',
  'chào',
  // ar, hi
  'مرحبا',
  'السلام عليكم',
  'عزيزي',
  'عزيزتي',
  'नमस्ते',
  'प्रिय',
  // zh, ja, ko
  '您好',
  '你好',
  '尊敬的',
  '各位',
  'お疲れ様です',
  'お世話になっております',
  '안녕하세요',
];

/** Closing words before the signature, lower-cased. */
const CLOSES = [
  // en
  'thanks',
  'thank you',
  'many thanks',
  'thanks again',
  'thanks and regards',
  'regards',
  'best regards',
  'kind regards',
  'warm regards',
  'warmest regards',
  'with best regards',
  'with kind regards',
  'best wishes',
  'all the best',
  'best',
  'cheers',
  'sincerely',
  'yours sincerely',
  'sincerely yours',
  'yours faithfully',
  'yours truly',
  'respectfully',
  'cordially',
  // de
  'mit freundlichen grüßen',
  'mit freundlichen grüssen',
  'freundliche grüße',
  'viele grüße',
  'beste grüße',
  'liebe grüße',
  'herzliche grüße',
  'gruß',
  'grüße',
  'danke',
  'vielen dank',
  // fr
  'cordialement',
  'bien cordialement',
  'bien à vous',
  'amicalement',
  'bonne journée',
  'merci',
  'merci beaucoup',
  'salutations',
  // es
  'saludos',
  'un saludo',
  'atentamente',
  'cordiales saludos',
  'un abrazo',
  'gracias',
  'muchas gracias',
  // it
  'cordiali saluti',
  'distinti saluti',
  'saluti',
  'un saluto',
  'grazie',
  'grazie mille',
  // pt
  'atenciosamente',
  'cumprimentos',
  'abraços',
  'um abraço',
  'obrigado',
  'obrigada',
  // nl
  'met vriendelijke groet',
  'met vriendelijke groeten',
  'vriendelijke groet',
  'groeten',
  'groet',
  'bedankt',
  // pl, cs
  'pozdrawiam',
  'z poważaniem',
  'dziękuję',
  's pozdravem',
  's úctou',
  'děkuji',
  // sv, da, no
  'med vänliga hälsningar',
  'vänliga hälsningar',
  'hälsningar',
  'mvh',
  'venlig hilsen',
  'med venlig hilsen',
  'vennlig hilsen',
  'med vennlig hilsen',
  'tack',
  'tak',
  'takk',
  // ru, uk
  'с уважением',
  'с наилучшими пожеланиями',
  'спасибо',
  'з повагою',
  'дякую',
  // tr, id, vi
  'saygılarımla',
  'teşekkürler',
  'hormat saya',
  'salam',
  'terima kasih',
  'trân trọng',
  'cảm ơn',
  // ar, hi
  'مع تحياتي',
  'مع خالص التحية',
  'تحياتي',
  'شكرا',
  'धन्यवाद',
  'सादर',
  // zh, ja, ko
  '此致',
  '敬礼',
  '谢谢',
  '祝好',
  '敬具',
  'よろしくお願いします',
  'よろしくお願いいたします',
  '감사합니다',
];

/** Scripts written without spaces: their forms are not followed by a word boundary. */
const UNSPACED_END = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]$/u;

function formsPattern(forms: readonly string[]): string {
  return [...forms]
    .sort((a, b) => b.length - a.length)
    .map((form) => (UNSPACED_END.test(form) ? form : `${form}(?![\\p{L}\\p{M}])`))
    .join('|');
}

/** A salutation's greeting at the start of a line (the line is short: a name or "team" may follow). */
const SALUTATION = new RegExp(`^(?:${formsPattern(SALUTATIONS)})`, 'iu');
/** A close's words at the start of a line. */
const CLOSE = new RegExp(`^(?:${formsPattern(CLOSES)})`, 'iu');
/**
 * What may follow them on the line: nothing but punctuation ("Cheers!"), or a comma and a name ("Thanks,
 * Maria"). Without the comma, "Best Practices" would be a close.
 */
const AFTER_CLOSE = /^(?:[\s,.!:，。！-]*|\s*[,!]\s*(?:\p{Lu}[\p{L}\p{M}.'’-]*\s*){1,3})$/u;

function isClose(text: string): boolean {
  const close = CLOSE.exec(text);
  return close !== null && AFTER_CLOSE.test(text.slice(close[0].length));
}

/** The line a phone's mail app signs with ("Sent from my iPhone"), a close of its own. */
const SENT_FROM =
  /^(?:sent from my|von meinem \S+(?: \S+)? gesendet|envoyé de mon|enviado desde mi|enviado do meu|inviato da(?:l mio)?|verzonden (?:vanaf|met) mijn)(?![\p{L}\p{M}])/iu;

/** Salutations and closes are short lines; a sentence that merely begins so is content. */
const MAX_SALUTATION_WORDS = 6;
const MAX_CLOSE_WORDS = 5;
/** The signature under a close: a name, a title, a company, an address, numbers, each on a short line. */
const MAX_SIGNATURE_LINES = 8;
const MAX_SIGNATURE_LINE_WORDS = 12;

interface LetterUnit {
  kind: string;
  text: string;
  words: number;
  paragraph: number;
  speaker?: string;
}

/** Marks (1) a letter's salutation and its close and signature in `furniture`. */
export function markLetterFrame(units: readonly LetterUnit[], furniture: Uint8Array): void {
  // A meeting's "Hi everyone." and "Thanks." are turns of the conversation, read as such.
  if (units.some((u) => u.speaker !== undefined)) return;
  const first = units.findIndex((u) => u.kind !== 'heading');
  if (first < 0) return;
  const opening = units[first]!;
  if (
    opening.words <= MAX_SALUTATION_WORDS &&
    units[first + 1]?.paragraph !== opening.paragraph &&
    SALUTATION.test(opening.text.trim())
  )
    furniture[first] = 1;

  // The close is the first closing line in the run of short lines that ends the text.
  let from = units.length;
  while (
    from > first + 1 &&
    units.length - from < MAX_SIGNATURE_LINES + 1 &&
    units[from - 1]!.kind !== 'heading' &&
    units[from - 1]!.words <= MAX_SIGNATURE_LINE_WORDS
  )
    from--;
  for (let i = from; i < units.length; i++) {
    const u = units[i]!;
    const text = u.text.trim();
    if ((u.words <= MAX_CLOSE_WORDS && isClose(text)) || SENT_FROM.test(text)) {
      furniture.fill(1, i);
      return;
    }
  }
}
