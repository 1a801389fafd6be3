/** Paragraph styles of a Word document that mean "heading", "list item" or "table of contents". */

import { Parser } from 'htmlparser2';

export interface StyleInfo {
  headingLevel?: number;
  list?: boolean;
  /** An entry or the title of Word's generated table of contents ("toc 1" … "toc 9", "TOC Heading"). */
  contents?: boolean;
}

/** Style id → heading level / list flag, from word/styles.xml. */
export function readStyles(xml: string): Map<string, StyleInfo> {
  const styles = new Map<string, StyleInfo>();
  const basedOn = new Map<string, string>();
  let current: string | undefined;
  let inPPr = false;
  const parser = new Parser(
    {
      onopentag(name, attribs) {
        if (name === 'w:style') {
          current = attribs['w:styleid'] ?? attribs['w:styleId'];
          if (current) styles.set(current, {});
        } else if (!current) return;
        else if (name === 'w:name') {
          const styleName = (attribs['w:val'] ?? '').toLowerCase();
          const match = /^heading\s*(\d)$/.exec(styleName);
          if (/^toc(?:\s*\d|\s+heading)$/.test(styleName)) styles.get(current)!.contents = true;
          else if (match) styles.get(current)!.headingLevel = Number(match[1]);
          else if (styleName === 'title') styles.get(current)!.headingLevel = 1;
          else if (styleName === 'subtitle') styles.get(current)!.headingLevel = 2;
          else if (/^list (bullet|number|paragraph)/.test(styleName)) styles.get(current)!.list = true;
        } else if (name === 'w:basedon') {
          basedOn.set(current, attribs['w:val'] ?? '');
        } else if (name === 'w:ppr') inPPr = true;
        else if (name === 'w:outlinelvl' && inPPr) {
          const level = Number(attribs['w:val']);
          const info = styles.get(current)!;
          if (Number.isInteger(level) && level < 9 && info.headingLevel === undefined)
            info.headingLevel = level + 1;
        } else if (name === 'w:numpr' && inPPr) styles.get(current)!.list = true;
      },
      onclosetag(name) {
        if (name === 'w:style') current = undefined;
        else if (name === 'w:ppr') inPPr = false;
      },
    },
    { xmlMode: true, lowerCaseTags: true, lowerCaseAttributeNames: false },
  );
  parser.write(xml);
  parser.end();
  // Inherit heading levels through basedOn chains (bounded, in case of cycles).
  for (const [id, info] of styles) {
    let parent = basedOn.get(id);
    for (let hops = 0; parent && hops < 10 && info.headingLevel === undefined; hops++) {
      info.headingLevel = styles.get(parent)?.headingLevel;
      parent = basedOn.get(parent);
    }
  }
  return styles;
}
