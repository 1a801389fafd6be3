import { escapeUTF8 } from 'entities';
import sanitizeHtml from 'sanitize-html';
import { htmlToText } from '../../shared/engine/extract/formats/html.ts';
import type { MailBlock } from './template.ts';

/**
 * What an admin may put in a mail's HTML: text formatting, headings, lists, tables, links and images
 * over http(s). Scripts, styles, forms, frames, event handlers and `javascript:` links are removed by
 * sanitize-html (a maintained allowlist sanitizer), so a pasted page cannot run anything in a reader's
 * mail program or reach another address than the ones written in it.
 */
const ALLOWED: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'div',
    'span',
    'b',
    'strong',
    'i',
    'em',
    'u',
    's',
    'small',
    'sub',
    'sup',
    'h1',
    'h2',
    'h3',
    'h4',
    'blockquote',
    'pre',
    'code',
    'ul',
    'ol',
    'li',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'a',
    'img',
  ],
  allowedAttributes: {
    a: ['href', 'title'],
    img: ['src', 'alt', 'width', 'height'],
    td: ['colspan', 'rowspan', 'align'],
    th: ['colspan', 'rowspan', 'align'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['https', 'http'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
};

/** The admin's message as a block of the template: HTML sanitized, or plain text kept as written. */
export function adminMessageBlock(content: string, isHtml: boolean): MailBlock {
  if (!isHtml) {
    const html = escapeUTF8(content.trim()).replace(/\r?\n/g, '<br>\n');
    return { kind: 'html', html, text: content.trim() };
  }
  const links: string[] = [];
  const html = sanitizeHtml(content, {
    ...ALLOWED,
    transformTags: {
      a: (tagName, attribs) => {
        // Links open outside the mail program and say nothing about the page they came from.
        // Only addresses the sanitizer keeps (it drops javascript: and the like after this step).
        const href = attribs.href?.trim() ?? '';
        if (/^(https?|mailto):/i.test(href) && !links.includes(href)) links.push(href);
        return { tagName, attribs: { ...attribs, target: '_blank', rel: 'noopener noreferrer' } };
      },
    },
    allowedAttributes: { ...ALLOWED.allowedAttributes, a: ['href', 'title', 'target', 'rel'] },
  });
  const body = htmlToText(html).text;
  const text = links.length > 0 ? `${body}\n\nLinks:\n${links.map((link) => `- ${link}`).join('\n')}` : body;
  return { kind: 'html', html, text };
}
