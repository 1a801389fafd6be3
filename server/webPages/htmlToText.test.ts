import { parseHTML } from 'linkedom';
import { describe, expect, test } from 'vitest';
import { htmlToText } from './htmlToText.ts';

function convert(body: string): string {
  const { document } = parseHTML(`<!DOCTYPE html><html><body>${body}</body></html>`) as unknown as {
    document: Document;
  };
  return htmlToText(document.body);
}

describe('htmlToText', () => {
  test('paragraphs are separated by one blank line, with whitespace collapsed', () => {
    expect(convert('<p>First   paragraph\n  spans lines.</p>\n\n<p>Second.</p>')).toBe(
      'First paragraph spans lines.\n\nSecond.',
    );
  });

  test('headings become # lines at their level', () => {
    expect(convert('<h1>Title</h1><h2>Part <em>one</em></h2><p>Text.</p><h6>Small</h6>')).toBe(
      '# Title\n\n## Part one\n\nText.\n\n###### Small',
    );
  });

  test('list items become "- " lines, numbered and nested ones too', () => {
    const html = `<ul><li>Apples</li><li>Pears<ul><li>Conference</li><li>Comice</li></ul></li></ul>
      <ol><li><p>First step</p></li><li>Second <strong>step</strong></li></ol>`;
    expect(convert(html)).toBe('- Apples\n- Pears\n- Conference\n- Comice\n\n- First step\n- Second step');
  });

  test('table rows become lines of cells joined by " | "', () => {
    const html = `<table><caption>Results</caption><thead><tr><th>Name</th><th>Score</th></tr></thead>
      <tbody><tr><td>Ann</td><td>9</td></tr><tr><td>Bo | Jo</td><td>7</td></tr></tbody></table>`;
    expect(convert(html)).toBe('Results\nName | Score\nAnn | 9\nBo / Jo | 7');
  });

  test('text in divs and inline elements runs together into paragraphs', () => {
    expect(convert('<div>Loose text <a href="#">with a link</a><div>Inner block</div>tail</div>')).toBe(
      'Loose text with a link\n\nInner block\n\ntail',
    );
  });

  test('line breaks inside a paragraph are kept', () => {
    expect(convert('<p>221B Baker Street<br>London<br/>NW1</p>')).toBe('221B Baker Street\nLondon\nNW1');
  });

  test('preformatted text keeps its lines', () => {
    expect(convert('<pre>line one\n  indented\n\n\nlast</pre>')).toBe('line one\n  indented\nlast');
  });

  test('scripts, styles, forms controls, media and hidden elements are left out', () => {
    const html = `<p>Kept.</p><script>var x = 1;</script><style>p{}</style><noscript>Enable JS</noscript>
      <button>Click</button><select><option>One</option></select><svg><text>chart</text></svg>
      <div hidden>secret</div><img alt="photo"><template><p>later</p></template>`;
    expect(convert(html)).toBe('Kept.');
  });

  test('paragraphs that start like markup are not read as headings or list items', () => {
    expect(convert('<p>- Not a list item</p><p># Not a heading</p>')).toBe(
      '– Not a list item\n\n#\u00a0Not a heading',
    );
  });

  test('empty elements leave no blank blocks', () => {
    expect(convert('<p> </p><div><span></span></div><ul><li> </li></ul><p>Only this.</p>')).toBe(
      'Only this.',
    );
  });
});
