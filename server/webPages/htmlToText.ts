/**
 * Converts an article's DOM into the engine's text convention (shared/engine/types.ts): headings as
 * "#" lines, list items as "- " lines, table rows as cells joined by " | ", paragraphs separated by a
 * blank line. Kept in this one file so it can give way to the engine's own HTML converter later.
 */

const ELEMENT_NODE = 1;
const TEXT_NODE = 3;

/** Elements that never carry article text. */
const SKIPPED = new Set([
  'script',
  'style',
  'noscript',
  'template',
  'svg',
  'math',
  'canvas',
  'iframe',
  'object',
  'embed',
  'video',
  'audio',
  'button',
  'input',
  'select',
  'textarea',
  'head',
  'title',
  'link',
  'meta',
  'img',
  'picture',
  'source',
  'map',
]);

/** Elements that end the running paragraph. */
const BLOCKS = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'body',
  'center',
  'dd',
  'details',
  'dialog',
  'div',
  'dl',
  'dt',
  'fieldset',
  'figcaption',
  'figure',
  'footer',
  'form',
  'header',
  'hgroup',
  'hr',
  'html',
  'legend',
  'main',
  'nav',
  'p',
  'section',
  'summary',
]);

function collapse(text: string): string {
  return text
    .split('\n')
    .map((line) => line.replace(/[\s\u00a0]+/g, ' ').trim())
    .filter((line) => line !== '')
    .join('\n');
}

/** A paragraph that happens to start like markup must not be read as a heading or list item. */
function asParagraph(text: string): string {
  return text.replace(/^- /gm, '– ').replace(/^(#{1,6}) /gm, '$1\u00a0');
}

class TextWriter {
  readonly blocks: string[] = [];
  private inline = '';

  text(value: string): void {
    this.inline += value.replace(/[\r\n\t]+/g, ' ');
  }

  lineBreak(): void {
    this.inline += '\n';
  }

  flush(): void {
    const paragraph = collapse(this.inline);
    this.inline = '';
    if (paragraph) this.blocks.push(asParagraph(paragraph));
  }

  block(value: string): void {
    this.flush();
    if (value.trim()) this.blocks.push(value);
  }
}

function tagOf(node: Node): string {
  return node.nodeType === ELEMENT_NODE ? (node as Element).localName.toLowerCase() : '';
}

/** The running text of an element as one line (line breaks become spaces). */
function inlineText(element: Node, skipLists = false): string {
  let out = '';
  const visit = (node: Node) => {
    if (node.nodeType === TEXT_NODE) {
      out += node.textContent ?? '';
      return;
    }
    if (node.nodeType !== ELEMENT_NODE) return;
    const tag = tagOf(node);
    if (SKIPPED.has(tag)) return;
    if (skipLists && (tag === 'ul' || tag === 'ol')) return;
    if (tag === 'br' || BLOCKS.has(tag) || tag === 'li' || /^h[1-6]$/.test(tag)) out += ' ';
    for (const child of Array.from(node.childNodes)) visit(child);
    if (BLOCKS.has(tag) || tag === 'td' || tag === 'th') out += ' ';
  };
  for (const child of Array.from(element.childNodes)) visit(child);
  return out.replace(/[\s\u00a0]+/g, ' ').trim();
}

function listLines(list: Element, lines: string[]): void {
  for (const child of Array.from(list.children)) {
    const tag = tagOf(child);
    if (tag === 'li') {
      const text = inlineText(child, true);
      if (text) lines.push(`- ${text}`);
      for (const nested of Array.from(child.querySelectorAll('ul, ol'))) {
        // Only lists directly inside this item; deeper ones are reached through their own parent item.
        if (nested.parentElement?.closest('li') === child) listLines(nested, lines);
      }
    } else if (tag === 'ul' || tag === 'ol') {
      listLines(child, lines);
    }
  }
}

function tableLines(table: Element): string[] {
  const lines: string[] = [];
  for (const row of Array.from(table.querySelectorAll('tr'))) {
    if (row.closest('table') !== table) continue;
    const cells = Array.from(row.children)
      .filter((cell) => tagOf(cell) === 'td' || tagOf(cell) === 'th')
      .map((cell) => inlineText(cell).replace(/\|/g, '/'));
    if (cells.some((cell) => cell !== '')) lines.push(cells.join(' | '));
  }
  const caption = table.querySelector('caption');
  const title = caption ? inlineText(caption) : '';
  return title ? [title, ...lines] : lines;
}

function preformatted(element: Element): string {
  return (element.textContent ?? '')
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.replace(/\s+$/, ''))
    .filter((line) => line.trim() !== '')
    .join('\n');
}

function walk(node: Node, writer: TextWriter): void {
  if (node.nodeType === TEXT_NODE) {
    writer.text(node.textContent ?? '');
    return;
  }
  if (node.nodeType !== ELEMENT_NODE) return;
  const element = node as Element;
  const tag = tagOf(element);
  if (SKIPPED.has(tag) || element.getAttribute('hidden') !== null) return;

  const heading = /^h([1-6])$/.exec(tag);
  if (heading) {
    const text = inlineText(element);
    if (text) writer.block(`${'#'.repeat(Number(heading[1]))} ${text}`);
    return;
  }
  switch (tag) {
    case 'br':
      writer.lineBreak();
      return;
    case 'ul':
    case 'ol': {
      const lines: string[] = [];
      listLines(element, lines);
      writer.block(lines.join('\n'));
      return;
    }
    case 'table':
      writer.block(tableLines(element).join('\n'));
      return;
    case 'pre':
      writer.block(preformatted(element));
      return;
    case 'li':
      // A stray item outside a list.
      writer.block(`- ${inlineText(element)}`);
      return;
  }
  const isBlock = BLOCKS.has(tag);
  if (isBlock) writer.flush();
  for (const child of Array.from(element.childNodes)) walk(child, writer);
  if (isBlock) writer.flush();
}

/** The text of an element (an article body, a whole <body>) in the engine's convention. */
export function htmlToText(root: Node): string {
  const writer = new TextWriter();
  const isContainer = root.nodeType === 9 || root.nodeType === 11; // document, fragment
  if (isContainer) for (const child of Array.from(root.childNodes)) walk(child, writer);
  else walk(root, writer);
  writer.flush();
  return writer.blocks.join('\n\n');
}
