import type { HeadTag } from './pageMeta.ts';

/**
 * Applies a page's head elements in the browser after client-side navigation: the previous page's
 * elements (marked data-page-meta, also by the server) are removed and the new ones added.
 */
export function applyHeadTags(doc: Document, tags: readonly HeadTag[]): void {
  for (const old of doc.head.querySelectorAll('[data-page-meta]')) old.remove();
  // Meta tags of the static index.html (no marker) that the page now states itself.
  for (const tag of tags) {
    if (tag.kind === 'title') {
      doc.title = tag.text;
      continue;
    }
    let element: HTMLElement;
    if (tag.kind === 'meta') {
      doc.head.querySelector(`meta[${tag.attribute}="${tag.key}"]`)?.remove();
      element = doc.createElement('meta');
      element.setAttribute(tag.attribute, tag.key);
      element.setAttribute('content', tag.content);
    } else if (tag.kind === 'link') {
      element = doc.createElement('link');
      element.setAttribute('rel', tag.rel);
      element.setAttribute('href', tag.href);
    } else {
      element = doc.createElement('script');
      element.setAttribute('type', 'application/ld+json');
      element.textContent = tag.json;
    }
    element.setAttribute('data-page-meta', '');
    doc.head.appendChild(element);
  }
}
