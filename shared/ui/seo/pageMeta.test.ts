import { describe, expect, it } from 'vitest';
import { headTagsFor, headTagsHtml } from './pageMeta.ts';

describe('head tags', () => {
  const meta = {
    title: 'Pricing',
    description: 'Plans "and" <prices>',
    path: '/pricing',
    jsonLd: [{ '@type': 'Thing', name: '</script><script>alert(1)</script>' }],
  };

  it('states title, description, canonical and Open Graph with absolute URLs', () => {
    const html = headTagsHtml(headTagsFor(meta, 'Summer', 'https://summer.example/'));
    expect(html).toContain('<title>Pricing | Summer</title>');
    expect(html).toContain('<link rel="canonical" href="https://summer.example/pricing" data-page-meta>');
    expect(html).toContain(
      '<meta property="og:url" content="https://summer.example/pricing" data-page-meta>',
    );
    expect(html).toContain('<meta name="robots" content="index, follow" data-page-meta>');
  });

  it('escapes text so that page data can never break out of its element', () => {
    const html = headTagsHtml(headTagsFor(meta, 'Summer & Co', 'https://summer.example'));
    expect(html).toContain('content="Plans &quot;and&quot; &lt;prices&gt;"');
    expect(html).toContain('<title>Pricing | Summer &amp; Co</title>');
    expect(html).not.toContain('</script><script>');
    expect(html.match(/<script/g)).toHaveLength(1);
  });

  it('keeps noindex pages out of search results', () => {
    const tags = headTagsFor({ ...meta, noindex: true }, 'Summer', 'https://summer.example');
    expect(tags).toContainEqual({
      kind: 'meta',
      attribute: 'name',
      key: 'robots',
      content: 'noindex, follow',
    });
  });
});
