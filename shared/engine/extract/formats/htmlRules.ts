/** Which HTML elements are noise, site chrome or block boundaries for the HTML reader. */

/** Elements whose whole content is noise for a reader of the document. */
export const SKIPPED = new Set([
  'script',
  'style',
  'noscript',
  'template',
  'svg',
  'math',
  'form',
  'button',
  'select',
  'textarea',
  'iframe',
  'object',
  'embed',
  'canvas',
  'audio',
  'video',
  'map',
  'dialog',
  // A caption describes an image the reader of the text never sees.
  'figcaption',
]);

/** Elements of site chrome rather than content. */
export const CHROME = new Set(['nav', 'footer']);

export const SKIPPED_ROLES = new Set([
  'navigation',
  'banner',
  'contentinfo',
  'search',
  'menu',
  'menubar',
  'toolbar',
  // Footnote marks and their back links: links, not prose.
  'doc-noteref',
  'doc-backlink',
]);

/** Class or id words of site chrome rather than content ("noprint": what the site itself leaves off paper). */
export const NOISE_CLASS =
  /(^|[\s_-])(navbox|navbar|nav-menu|menu|sidebar|breadcrumbs?|cookie|footer|mw-editsection|mw-jump-link|toc|skip-link|share|social|advert|ads?|noprint)($|[\s_-])/i;

/** Class words of a superscript citation mark ("[12]" after a sentence), which is a link, not prose. */
export const CITATION_MARK_CLASS = /(^|\s)(reference|noteref|footnote-ref|citation-ref)(\s|$)/i;

export const BLOCK = new Set([
  'p',
  'div',
  'section',
  'article',
  'main',
  'aside',
  'header',
  'blockquote',
  'pre',
  'address',
  'figure',
  'figcaption',
  'caption',
  'dd',
  'dt',
  'dl',
  'center',
  'hr',
  'body',
  'html',
  'fieldset',
  'details',
  'summary',
  'legend',
]);
