/** What a public page tells search engines and link previews about itself. */
export interface PageMeta {
  /** Page title without the product name ("Pricing"); the product name is appended. */
  title: string;
  /** One or two sentences, under ~160 characters. */
  description: string;
  /** The page's canonical path ("/pricing"). */
  path: string;
  ogType?: 'website' | 'article';
  /** Structured data objects (schema.org), each rendered as its own JSON-LD script. */
  jsonLd?: Record<string, unknown>[];
  /** Keep the page out of search results (payment results, the 404 page). */
  noindex?: boolean;
}

function fullTitle(meta: PageMeta, productName: string): string {
  return `${meta.title} | ${productName}`;
}

/** The absolute address of a path on this installation. */
export function absoluteUrl(publicUrl: string, path: string): string {
  return `${publicUrl.replace(/\/+$/, '')}${path.startsWith('/') ? path : `/${path}`}`;
}

/** One <head> element, described as data so the server can print it and the browser can apply it. */
export type HeadTag =
  | { kind: 'title'; text: string }
  | { kind: 'meta'; attribute: 'name' | 'property'; key: string; content: string }
  | { kind: 'link'; rel: string; href: string }
  | { kind: 'jsonLd'; json: string };

/** Every head element a page's meta stands for: title, description, canonical, Open Graph, robots, JSON-LD. */
export function headTagsFor(meta: PageMeta, productName: string, publicUrl: string): HeadTag[] {
  const title = fullTitle(meta, productName);
  const url = absoluteUrl(publicUrl, meta.path);
  const tags: HeadTag[] = [
    { kind: 'title', text: title },
    { kind: 'meta', attribute: 'name', key: 'description', content: meta.description },
    { kind: 'link', rel: 'canonical', href: url },
    { kind: 'meta', attribute: 'property', key: 'og:type', content: meta.ogType ?? 'website' },
    { kind: 'meta', attribute: 'property', key: 'og:site_name', content: productName },
    { kind: 'meta', attribute: 'property', key: 'og:title', content: title },
    { kind: 'meta', attribute: 'property', key: 'og:description', content: meta.description },
    { kind: 'meta', attribute: 'property', key: 'og:url', content: url },
    { kind: 'meta', attribute: 'name', key: 'twitter:card', content: 'summary' },
    {
      kind: 'meta',
      attribute: 'name',
      key: 'robots',
      content: meta.noindex ? 'noindex, follow' : 'index, follow',
    },
  ];
  for (const data of meta.jsonLd ?? []) {
    // "<" is escaped so that the JSON cannot close its <script> element.
    tags.push({ kind: 'jsonLd', json: JSON.stringify(data).replace(/</g, '\\u003c') });
  }
  return tags;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** The head elements as HTML, for the server-rendered page. Each carries data-page-meta so the browser can replace them. */
export function headTagsHtml(tags: readonly HeadTag[]): string {
  return tags
    .map((tag) => {
      switch (tag.kind) {
        case 'title':
          return `<title>${escapeHtml(tag.text)}</title>`;
        case 'meta':
          return `<meta ${tag.attribute}="${escapeHtml(tag.key)}" content="${escapeHtml(tag.content)}" data-page-meta>`;
        case 'link':
          return `<link rel="${escapeHtml(tag.rel)}" href="${escapeHtml(tag.href)}" data-page-meta>`;
        case 'jsonLd':
          return `<script type="application/ld+json" data-page-meta>${tag.json}</script>`;
      }
      return '';
    })
    .join('\n    ');
}
