/**
 * The words a letter or an e-mail frames its message with, in the languages with most users, lower-cased:
 * greetings, closes, the header fields a mail program writes above a message it forwards or answers (and
 * a meeting's notes above their text), and the line it introduces a quoted message with. `letters.ts` holds the rules that read them.
 */

/** Greetings that open a letter, lower-cased. */
export const SALUTATIONS = [
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
export const CLOSES = [
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

/**
 * Sentences a message ends with before its close, which ask for an answer or wish the reader well and
 * say nothing of the message: "Let me know if you have any questions.", "N'hésitez pas à me contacter."
 * Openings, lower-cased.
 */
export const SIGN_OFFS = [
  // en
  'let me know if',
  'please let me know if',
  'feel free to',
  'please feel free to',
  'do not hesitate to',
  "don't hesitate to",
  'please do not hesitate to',
  "please don't hesitate to",
  'if you have any questions',
  'should you have any questions',
  'i look forward to',
  'we look forward to',
  'looking forward to',
  'hope this helps',
  'thanks in advance',
  'thank you in advance',
  'thank you for your time',
  // Thanks for bearing with what the message announced.
  'thanks for your patience',
  'thank you for your patience',
  'thanks for your understanding',
  'thank you for your understanding',
  'have a great day',
  'have a nice day',
  'have a great weekend',
  'have a good weekend',
  // A newsletter's last words before its sender's name.
  "that's it for",
  "that's all for",
  'see you next',
  'until next time',
  // de
  'bei fragen',
  'bei rückfragen',
  'für rückfragen',
  'für fragen',
  'ich freue mich auf',
  'wir freuen uns auf',
  'vielen dank im voraus',
  'danke im voraus',
  'danke für eure geduld',
  'danke für ihre geduld',
  'vielen dank für eure geduld',
  'vielen dank für ihre geduld',
  'danke für euer verständnis',
  'danke für ihr verständnis',
  'vielen dank für euer verständnis',
  'vielen dank für ihr verständnis',
  'ein schönes wochenende',
  'einen schönen tag',
  // fr
  "n'hésitez pas à",
  'je reste à votre disposition',
  'nous restons à votre disposition',
  'je reste à ta disposition',
  "dans l'attente de",
  'je vous remercie par avance',
  'merci par avance',
  "merci d'avance",
  'merci de votre patience',
  'merci pour votre patience',
  'merci de votre compréhension',
  'merci pour votre compréhension',
  'bonne journée',
  'bon week-end',
  // es
  'quedo a su disposición',
  'quedo a tu disposición',
  'quedamos a su disposición',
  'no dude en',
  'no dudes en',
  'quedo atento',
  'quedo atenta',
  'quedo a la espera',
  'gracias de antemano',
  'gracias por su paciencia',
  'gracias por tu paciencia',
  'gracias por vuestra paciencia',
  'gracias por su comprensión',
  'gracias por tu comprensión',
  'cualquier duda',
  // it
  'resto a disposizione',
  'rimango a disposizione',
  'restiamo a disposizione',
  'non esiti a',
  'non esitare a',
  'grazie in anticipo',
  'per qualsiasi domanda',
  'buona giornata',
  // pt
  'fico à disposição',
  'ficamos à disposição',
  'qualquer dúvida',
  'não hesite em',
  'fico no aguardo',
  'desde já agradeço',
  // nl
  'laat het me weten',
  'laat het ons weten',
  'mocht u vragen hebben',
  'neem gerust contact op',
  'alvast bedankt',
];

/**
 * Header fields above a message or a meeting's notes ("From: …", "Von: …", "De : …", "发件人：…",
 * "Attendees: …"). The fields that name people (who sends, receives or attends) are listed apart: a run
 * of fields is a header only with one of them.
 */
export const PEOPLE_FIELDS = [
  ...['from', 'to', 'cc', 'bcc', 'reply-to', 'attendees', 'participants', 'present', 'absent', 'apologies'],
  ...['chair', 'invitees', 'note taker', 'minutes by', 'minutes taken by'],
  ...[
    'von',
    'an',
    'kopie',
    'teilnehmer',
    'teilnehmende',
    'anwesend',
    'abwesend',
    'entschuldigt',
    'protokoll',
  ],
  ...['de', 'à', 'a', 'para', 'da', 'participants', 'présents', 'absents', 'excusés'],
  ...['asistentes', 'participantes', 'ausentes', 'partecipanti', 'presenti', 'assenti'],
  ...['van', 'aan', 'deelnemers', 'aanwezig', 'afwezig'],
  ...['od', 'do', 'kopia', 'uczestnicy', 'obecni'],
  ...['från', 'till', 'fra', 'til', 'deltagare', 'deltagere'],
  ...['от', 'кому', 'копия', 'від', 'участники', 'присутствовали', 'отсутствовали'],
  ...['kimden', 'kime', 'katılımcılar'],
  ...['发件人', '收件人', '抄送', '参会人员', '差出人', '宛先', '出席者', '보낸 사람', '받는 사람', '참석자'],
];
export const OTHER_FIELDS = [
  ...['sent', 'date', 'subject', 'importance', 'attachments', 'time', 'location', 'venue', 'place'],
  ...['gesendet', 'datum', 'betreff', 'anlagen', 'zeit', 'ort'],
  ...['envoyé', 'date', 'objet', 'heure', 'lieu'],
  ...['enviado', 'fecha', 'asunto', 'hora', 'lugar', 'inviato', 'data', 'oggetto', 'assunto', 'ora', 'luogo'],
  ...['verzonden', 'onderwerp', 'tijd', 'plaats'],
  ...['wysłano', 'wysłane', 'temat', 'odesláno', 'předmět', 'miejsce'],
  ...['skickat', 'ämne', 'sendt', 'emne'],
  ...['отправлено', 'дата', 'тема', 'надіслано', 'время', 'место'],
  ...['gönderildi', 'tarih', 'konu'],
  ...['发送时间', '日期', '主题', '时间', '地点', '送信日時', '件名', '날짜', '제목'],
];

/**
 * The line above a quoted or forwarded message: "On Mon, 3 Mar 2026 at 16:40, John <…> wrote:",
 * "Am … schrieb …:", "Le … a écrit :", "-----Original Message-----", "Begin forwarded message:".
 */
export const QUOTE_ATTRIBUTION =
  /^(?:on\s.{4,200}\swrote|am\s.{4,200}\sschrieb.{0,80}|le\s.{4,200}\sa écrit|el\s.{4,200}\sescribió|il\s.{4,200}\sha scritto|em\s.{4,200}\sescreveu|op\s.{4,200}\sschreef.{0,80})\s?:$|^-{2,}\s*(?:original message|forwarded message|ursprüngliche nachricht|weitergeleitete nachricht|message d'origine|message transféré|mensaje original|mensaje reenviado|messaggio originale|messaggio inoltrato|mensagem original|oorspronkelijk bericht|исходное сообщение|пересылаемое сообщение)\s*-{2,}$|^begin forwarded message:$/iu;

/**
 * A webmail's header over a message, as copying a thread from the browser gives it: the sender with an
 * address in angle brackets ("Sarah Chen <sarah.chen@acme.com>"), on its own line or with the date and
 * the recipients after it on one line ("… Tue, Sep 9, 2026, 4:12 PM to me, David").
 */
export const SENDER_LINE = /^["“']?\p{Lu}[^<>\n]{0,60}<[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+>(?:\s|$)/u;

/** The recipients under a webmail's sender: "to me", "to me, David", "an mich", "à moi, Paul". */
export const RECIPIENTS_LINE =
  /^(?:to|an|à|para|a|aan|do|till|til|кому)\s+(?:me|mich|moi|mí|mim|mij|mnie|mig|мне|\p{Lu})[^.!?]*$/iu;

/**
 * The pleasantries a message warms up with after its greeting, lower-cased: "Hope you are well.",
 * "Thanks for sending the draft over." They say how the writer feels, not what the message says.
 */
export const WARM_UPS = [
  // en
  ...['i hope you are well', "i hope you're well", 'hope you are well', "hope you're well"],
  ...['i hope this email finds you well', 'i hope this message finds you well', 'hope this finds you well'],
  ...['i hope you had a', 'hope you had a', 'i hope you are doing well', 'hope you are doing well'],
  ...[
    'thanks for your email',
    'thank you for your email',
    'thanks for your message',
    'thank you for your message',
  ],
  ...[
    'thanks for your reply',
    'thank you for your reply',
    'thanks for the quick reply',
    'thanks for getting back',
  ],
  ...['thank you for getting back', 'thanks for reaching out', 'thank you for reaching out'],
  ...['thanks for sending', 'thank you for sending', 'thanks for the update', 'thank you for the update'],
  // de
  ...['ich hoffe, es geht ihnen gut', 'ich hoffe, es geht dir gut', 'ich hoffe, ihnen geht es gut'],
  ...['vielen dank für ihre e-mail', 'vielen dank für ihre nachricht', 'danke für deine nachricht'],
  ...['vielen dank für ihre rückmeldung', 'danke für die schnelle antwort', 'vielen dank für die zusendung'],
  // fr
  ...["j'espère que vous allez bien", "j'espère que tu vas bien", 'merci pour votre message'],
  ...['merci pour votre e-mail', 'merci pour votre retour', 'merci de votre retour', "merci pour l'envoi"],
  // es
  ...['espero que estés bien', 'espero que esté bien', 'espero que estéis bien', 'espero que estén bien'],
  ...['espero que se encuentre bien', 'espero que os encontréis bien'],
  ...['gracias por tu correo', 'gracias por su correo', 'gracias por tu mensaje', 'gracias por su mensaje'],
  ...['gracias por enviar', 'gracias por tu respuesta', 'gracias por su respuesta'],
  // pt
  ...[
    'espero que esteja bem',
    'espero que você esteja bem',
    'obrigado pelo seu e-mail',
    'obrigada pelo seu e-mail',
  ],
  ...['obrigado pela mensagem', 'obrigada pela mensagem', 'obrigado pelo envio', 'obrigada pelo envio'],
  // it
  ...['spero tu stia bene', 'spero che tu stia bene', 'spero che stia bene', 'grazie per la tua email'],
  ...['grazie per la sua email', 'grazie per il messaggio', "grazie per l'invio"],
  // nl
  ...['ik hoop dat het goed met je gaat', 'ik hoop dat alles goed is', 'bedankt voor je bericht'],
  ...['bedankt voor uw bericht', 'bedankt voor je mail', 'dank voor uw e-mail', 'bedankt voor het sturen'],
];
