import { decodeHTML } from 'entities';

/** Named and numeric HTML character references to characters ("&amp;" → "&", "&#1488;" → "א"). */
export function decodeHtmlEntities(text: string): string {
  return text.includes('&') ? decodeHTML(text) : text;
}
