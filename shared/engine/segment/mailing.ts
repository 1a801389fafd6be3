/**
 * What a newsletter prints around its issue, as it is pasted from the mail: the link to read it in a
 * browser ("View this email in your browser"), its footer ("You are receiving this email because …",
 * "Unsubscribe · Update preferences · Privacy policy") and a sponsor's paragraph under its label
 * ("Sponsored"). None of it is the issue's news.
 */

/** The link to the issue's web version, over its title. */
const VIEW_ONLINE = new RegExp(
  `^(?:${[
    String.raw`(?:having )?(?:trouble|problems?) (?:viewing|reading|seeing) (?:this|the) (?:e-?mail|message|newsletter)\b.*`,
    String.raw`(?:can['’]t|cannot) see (?:this|the) (?:e-?mail|images?)\b.*`,
    String.raw`view (?:this (?:e-?mail|newsletter|message|issue) |it |the (?:web|online) version )?(?:in (?:your|a|the) (?:web )?browser|online|as a web ?page)`,
    String.raw`view (?:in|on) (?:browser|web)|read (?:it |this |this issue )?online|open in (?:your )?browser|web version|online version`,
    String.raw`(?:diese )?(?:(?:e-mail|newsletter|mail) )?(?:im|in ihrem|in deinem) browser (?:anzeigen|öffnen|ansehen|lesen)|online-version|webversion`,
    String.raw`voir (?:la version en ligne|(?:cet|ce) (?:e-?mail|mail|message) (?:en ligne|dans (?:votre|le|ton) navigateur))|version en ligne`,
    String.raw`ver (?:este (?:correo|e-?mail|mensaje|boletín) |esta newsletter )?en (?:el|tu|su) navegador|ver (?:la )?versión (?:web|online)`,
    String.raw`visualizza (?:nel|in) browser|versione (?:online|web)|(?:ver|visualizar) (?:no|em seu|no seu) navegador`,
    String.raw`bekijk (?:deze e-?mail |de nieuwsbrief )?(?:in (?:je|uw|de) browser|online)|webversie`,
  ].join('|')})[.!:]?$`,
  'iu',
);

/** The footer's sentence on why the reader gets the mail. */
const WHY_RECEIVED =
  /^(?:you(?:['’]re| are)? (?:receiving|received|receive|getting) (?:this|these)\b|this (?:e-?mail|message|newsletter) was sent to\b|sie erhalten (?:diese|den)\b|vous recevez (?:cet|ce|cette)\b|recibes (?:este|esta)\b|ricevi (?:questa|questo)\b|você está recebendo\b|(?:u|je) ontvangt deze\b)/iu;
const MAX_FOOTER_WORDS = 40;

/**
 * The footer's links in a row ("Unsubscribe · Update preferences · Privacy policy"); alone on a line,
 * only the link that ends the subscription ("Terms of service" alone may be a document's title).
 */
const UNSUBSCRIBE =
  /^(?:unsubscribe(?: here)?|abmelden|newsletter abbestellen|se désabonner|se désinscrire|darse de baja|cancelar (?:la )?suscripción|disiscriviti|cancelar inscrição|uitschrijven)$/iu;
const FOOTER_LINK =
  /^(?:unsubscribe(?: here)?|(?:update|manage) (?:your )?(?:preferences|subscription|email preferences)|email preferences|privacy(?: policy)?|terms(?: of (?:use|service))?|forward (?:this )?to a friend|contact us|abmelden|abbestellen|newsletter abbestellen|datenschutz(?:erklärung)?|impressum|se désabonner|se désinscrire|désinscription|confidentialité|mentions légales|darse de baja|cancelar (?:la )?suscripción|privacidad|annulla (?:l['’])?iscrizione|disiscriviti|cancelar inscrição|descadastrar|uitschrijven|afmelden)$/iu;
const LINK_SEPARATOR = /\s*[·•|]\s*/u;

/** The label over a sponsor's paragraph. */
const SPONSOR_LABEL =
  /^(?:sponsored(?: by [^.]{1,40})?|sponsor|advertisement|promoted|paid (?:post|partnership)|partner content|anzeige|werbung|gesponsert|publicité|sponsorisé|publicidad|patrocinado|pubblicità|sponsorizzato|advertentie|gesponsord|реклама)[:.]?$/iu;
const MAX_SPONSOR_LABEL_WORDS = 6;
/** A sponsor's paragraph is a few lines of copy; a longer one is the issue's own text. */
const MAX_SPONSOR_WORDS = 60;

/** Whether a unit of `words` words is the newsletter's own chrome: its browser link or its footer. */
export function isMailingLine(text: string, words: number): boolean {
  const line = text.trim();
  if (words > MAX_FOOTER_WORDS) return false;
  if (VIEW_ONLINE.test(line) || WHY_RECEIVED.test(line)) return true;
  const links = line.split(LINK_SEPARATOR);
  return links.length > 1 ? links.every((link) => FOOTER_LINK.test(link)) : UNSUBSCRIBE.test(line);
}

/** Marks a sponsor's label and the paragraph under it (or the rest of its own) in `furniture`. */
export function markSponsored(
  units: readonly { text: string; words: number; paragraph: number }[],
  furniture: Uint8Array,
): void {
  for (let i = 0; i + 1 < units.length; i++) {
    const label = units[i]!;
    if (label.words > MAX_SPONSOR_LABEL_WORDS || !SPONSOR_LABEL.test(label.text.trim())) continue;
    const paragraph = units[i + 1]!.paragraph;
    let end = i + 1;
    let words = 0;
    while (end < units.length && units[end]!.paragraph === paragraph) words += units[end++]!.words;
    if (words > MAX_SPONSOR_WORDS) continue;
    furniture.fill(1, i, end);
  }
}
