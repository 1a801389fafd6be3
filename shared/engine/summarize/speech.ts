import type { TextUnit } from '../segment/units.ts';
import { titleNames } from './titleNames.ts';

/**
 * A speech as its speaker's office or a school publishes it: "Remarks by Dr. Helen Okafor at the
 * Commencement …", "Rede des Bürgermeisters zum Neujahrsempfang", "Discours de la présidente …". Its
 * thanks, greetings and congratulations to the audience ("Thank you, President Alvarez, members of the
 * board, faculty, families …", "Congratulations, class of 2026.") are its ceremony, as a letter's
 * salutation is a letter's: no point a summary could show. Listed for the languages whose speeches most
 * users bring; a phrase is tested whatever the document's language, as the floor's are (floor.ts).
 */

/** The word that names a speech in its title, first or before who gives it ("Keynote address by …"). */
const SPEECH_TITLE =
  /^(?:(?:prepared|full|opening|closing|keynote|commencement|inaugural|farewell) )?(?:remarks|speech|address|keynote|toast|eulogy|sermon)\b|\b(?:remarks|speech|address) (?:by|of|delivered|as prepared)\b|^(?:rede|ansprache|festrede|grußwort|discours|allocution|discurso|discorso|toespraak)(?![\p{L}])/iu;

/** Whether a document is a speech: a title at its top names it so. */
export function isSpeech(units: readonly TextUnit[]): boolean {
  return titleNames(units, SPEECH_TITLE);
}

/**
 * Thanks, greetings and congratulations that open a sentence, with those addressed or what they are for
 * after them. "Thanks to the new law, …" gives a cause, not thanks.
 */
const CEREMONY =
  /^(?:thank you|thanks(?! to\b)|congratulations|good (?:morning|afternoon|evening)|welcome|vielen dank|danke|herzlichen glückwunsch|guten (?:morgen|tag|abend)|merci|félicitations|bonjour|bonsoir|gracias|muchas gracias|felicidades|enhorabuena|buenos días|buenas tardes|grazie|congratulazioni|buongiorno|obrigad[oa]|parabéns|bom dia|boa tarde|dank u|gefeliciteerd|goedemorgen|goedemiddag)(?![\p{L}])/iu;

/** Whether a speech's sentence is its ceremony: thanks, a greeting or congratulations to the audience. */
export function isCeremony(text: string): boolean {
  return CEREMONY.test(text.trim());
}
