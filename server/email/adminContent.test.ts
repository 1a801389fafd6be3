import { describe, expect, it } from 'vitest';
import { adminMessageBlock } from './adminContent.ts';
import { renderMail } from './template.ts';

const brand = {
  productName: 'Summer & Co',
  publicUrl: 'https://summer.example',
  supportEmail: 'help@summer.example',
};

describe("an admin's message", () => {
  it('keeps formatting and links, and drops scripts, handlers, styles and javascript: links', () => {
    const block = adminMessageBlock(
      '<h2 onclick="steal()">News</h2><p style="position:fixed">Read <a href="javascript:alert(1)">this</a> and <a href="https://summer.example/blog">the blog</a></p><script>alert(1)</script><iframe src="https://evil.example"></iframe><img src="https://summer.example/sun.png" alt="sun" onerror="x()">',
      true,
    );
    if (block.kind !== 'html') throw new Error('expected an html block');
    expect(block.html).toContain('<h2>News</h2>');
    expect(block.html).toContain('href="https://summer.example/blog"');
    expect(block.html).toContain('<img src="https://summer.example/sun.png" alt="sun" />');
    expect(block.html).not.toMatch(/onclick|onerror|<script|<iframe|javascript:|style=/);
    expect(block.text).toContain('News');
    expect(block.text).toContain('https://summer.example/blog');
    expect(block.text).not.toContain('alert');
  });

  it('keeps plain text as written, escaped, with its line breaks', () => {
    const block = adminMessageBlock('Hello <friends>,\nsee you & soon', false);
    if (block.kind !== 'html') throw new Error('expected an html block');
    expect(block.html).toBe('Hello &lt;friends&gt;,<br>\nsee you &amp; soon');
    expect(block.text).toBe('Hello <friends>,\nsee you & soon');
  });
});

describe('the template', () => {
  it('says the same in both parts, escapes what it is given, and adds the marketing footer only to marketing', () => {
    const content = {
      subject: 'Hi <there>',
      heading: 'A "heading"',
      blocks: [
        { kind: 'paragraph' as const, text: 'Tom & Jerry' },
        { kind: 'facts' as const, rows: [{ label: 'Your code', value: 'HALF-ABCD-EFGH' }] },
        {
          kind: 'links' as const,
          items: [{ label: '5 credits', url: 'https://summer.example/pay?pack=5&code=X' }],
        },
      ],
      button: { label: 'Open', url: 'https://summer.example/' },
    };
    const plain = renderMail(brand, content);
    expect(plain.html).toContain('Tom &amp; Jerry');
    expect(plain.html).toContain('A &quot;heading&quot;');
    expect(plain.html).toContain('href="https://summer.example/pay?pack=5&amp;code=X"');
    expect(plain.text).toContain('Tom & Jerry');
    expect(plain.text).toContain('Your code: HALF-ABCD-EFGH');
    expect(plain.text).toContain('- 5 credits: https://summer.example/pay?pack=5&code=X');
    expect(plain.text).toContain('Open: https://summer.example/');
    expect(plain.text).toContain('Summer & Co · help@summer.example');
    expect(plain.html).not.toContain('Unsubscribe');

    const marketing = renderMail(brand, {
      ...content,
      marketing: {
        unsubscribeUrl: 'https://summer.example/unsubscribe?token=t',
        postalAddress: '1 Beach Road',
      },
    });
    for (const part of [marketing.html, marketing.text]) {
      expect(part).toContain('https://summer.example/unsubscribe?token=t');
      expect(part).toContain('1 Beach Road');
    }
  });
});
