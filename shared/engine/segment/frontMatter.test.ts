import { describe, expect, it } from 'vitest';
import { summarize } from '../summarize/summarize.ts';
import { bookFrontMatter } from './frontMatter.ts';
import { furnitureOf } from './furniture.ts';
import { segmentDocument } from './units.ts';

/** A book's opening pages as a PDF gives them: licence note, title page, copyright page, contents. */
const BOOK_FRONT = [
  'This electronic edition of River Towns is shared under a Creative Commons licence. It may be copied for non-commercial use with attribution.',
  'RIVER TOWNS',
  'ALSO BY MARA ELLIS',
  'Bridges: A Short History of Crossing Water',
  'RIVER TOWNS HOW SMALL PLACES REBUILT AFTER THE GREAT FLOODS MARA ELLIS',
  'Copyright © Mara Ellis, 2011 All rights reserved',
  'Map on page 12 courtesy of the county archive. Reprinted with permission.',
  'ISBN 978-1-4028-9462-6',
  'No part of this publication may be reproduced, stored in a retrieval system, or transmitted in any form without the prior written permission of the publisher.',
  'For my grandmother, who kept the flood diary.',
  'CONTENTS',
  'PREFACE ix INTRODUCTION 1',
  'CHAPTER ONE: Arden 15 CHAPTER TWO: Millbrook 42',
  '(use the bookmarks to move between chapters)',
  'CHAPTER THREE: Westford 77 NOTES 301',
];

const PLACES = ['Arden', 'Millbrook', 'Westford', 'Calder', 'Brinton', 'Ashby', 'Hollins', 'Marsh End'];
const WORKS = ['the mill', 'the school', 'the bridge', 'the market hall', 'the levee', 'the church roof'];

/** A book's text: distinct sentences about the towns, five to a paragraph. */
function bookBody(sentences: number): string[] {
  const paragraphs: string[] = [];
  for (let p = 0; p < sentences / 5; p++) {
    const lines: string[] = [];
    for (let k = 0; k < 5; k++) {
      const i = p * 5 + k;
      lines.push(
        `In ${1900 + i} the people of ${PLACES[i % PLACES.length]} raised money to rebuild ${WORKS[i % WORKS.length]}, and the work took ${2 + (i % 7)} years.`,
      );
    }
    paragraphs.push(lines.join(' '));
  }
  return paragraphs;
}

const units = (paragraphs: string[]) => segmentDocument(paragraphs.join('\n\n'), { language: 'en' }).units;
const marked = (paragraphs: string[]) => {
  const all = units(paragraphs);
  const furniture = furnitureOf(all);
  return all.filter((_, i) => furniture[i]).map((u) => u.text);
};

describe("a book's front matter", () => {
  it('covers the title page, the copyright page, the dedication and the contents, and no more', () => {
    const book = [...BOOK_FRONT, 'PREFACE', ...bookBody(150)];
    const all = units(book);
    const ranges = bookFrontMatter(all);
    expect(ranges).toHaveLength(1);
    const covered = all.slice(ranges[0]!.from, ranges[0]!.to).map((u) => u.text);
    expect(covered[0]).toMatch(/^This electronic edition/);
    expect(covered).toContain('Bridges: A Short History of Crossing Water');
    expect(covered).toContain('For my grandmother, who kept the flood diary.');
    expect(covered.at(-1)).toBe('CHAPTER THREE: Westford 77 NOTES 301');
    expect(marked(book).some((t) => t.startsWith('In 1900'))).toBe(false);
  });

  it('keeps the title page out of the summary', () => {
    const book = [...BOOK_FRONT, 'PREFACE', ...bookBody(150)].join('\n\n');
    const { markdown } = summarize(book, { level: 1, language: 'en' });
    expect(markdown).not.toMatch(/Creative Commons|ALSO BY|Bridges: A Short|HOW SMALL PLACES|grandmother/);
    expect(markdown).toMatch(/In 19\d\d the people of/);
  });

  it('takes nothing from a report whose every page carries the notice', () => {
    const pages: string[] = [];
    const body = bookBody(150);
    for (let p = 0; p < body.length; p++) {
      pages.push(
        body[p]!,
        '© 2024 Arden Water Board. All rights reserved. No part of this publication may be reproduced.',
      );
    }
    expect(bookFrontMatter(units(pages))).toEqual([]);
  });

  it('takes nothing when the text before the notice is longer than a title page', () => {
    // 1,000 sentences: the notice after the first 40 (about 800 words) lies within the first tenth.
    const body = bookBody(1000);
    const report = [...body.slice(0, 8), ...BOOK_FRONT.slice(5, 9), ...body.slice(8)];
    expect(bookFrontMatter(units(report))).toEqual([]);
  });

  it('takes a contents listing alone where there is no copyright page, and nothing from a short text', () => {
    const report = ['Annual report of the Arden Water Board', ...BOOK_FRONT.slice(10, 15), ...bookBody(150)];
    const all = units(report);
    const ranges = bookFrontMatter(all);
    expect(ranges.map(({ from, to }) => all.slice(from, to).map((u) => u.text))).toEqual([
      BOOK_FRONT.slice(10, 15),
    ]);
    expect(bookFrontMatter(units([...BOOK_FRONT, ...bookBody(20)]))).toEqual([]);
  });

  it('takes a title page of short lines before the listing with it, a lone title line not', () => {
    const titlePage = [
      'УТВЕРЖДАЮ',
      'Ректор ВКШ',
      'ПОЛОЖЕНИЕ',
      'о порядке подготовки и защиты',
      'исследовательского проекта',
      'Москва, 2002 год',
    ];
    const listing = ['Оглавление', '1. Общие положения | 3', '2. Научный руководитель | 5'];
    const all = units([...titlePage, ...listing, ...bookBody(150)]);
    expect(bookFrontMatter(all)).toEqual([{ from: 0, to: titlePage.length + listing.length }]);
    // A sentence of text before the listing is no title page: the listing alone is front matter.
    const preface = [
      'Positions',
      'This regulation sets out how the research project is prepared and defended.',
      'Moscow',
    ];
    const withPreface = units([...preface, ...listing, ...bookBody(150)]);
    expect(bookFrontMatter(withPreface)).toEqual([
      { from: preface.length, to: preface.length + listing.length },
    ]);
  });

  it("takes a specification's cover and revision history before its contents, dot leaders and all", () => {
    const cover = [
      'National Hydro Network, Level 1 Data Model',
      'Edition 1.0',
      'Client services Telephone: +01-819-564-4857 Fax: +01-819-564-5698 Email: info@example.org',
      '© Department of Natural Resources. All rights reserved.',
      'REVISION HISTORY',
      'Date Version Description September 2002 Draft 01 First draft for discussion with the province.',
      'January 2003 Draft Second draft after discussion and a major review of the network model.',
    ];
    const listing = ['TABLE OF CONTENTS', '1 OVERVIEW .......... 6 2 MODEL .......... 8'];
    const all = units([...cover, ...listing, ...bookBody(150)]);
    const [range] = bookFrontMatter(all);
    expect(range?.from).toBe(0);
    const covered = all.slice(0, range!.to).map((u) => u.text);
    expect(covered).toContain('REVISION HISTORY');
    expect(covered.some((t) => t.startsWith('January 2003 Draft'))).toBe(true);
    expect(covered.some((t) => t.startsWith('In 1900'))).toBe(false);
    // Without the revision history, a cover with sentences stays text: nothing before the listing is taken.
    const ranges = bookFrontMatter(units([...cover.slice(0, 4), ...listing, ...bookBody(150)]));
    expect(ranges.every(({ from }) => from >= 4)).toBe(true);
  });

  it('knows a listing by its title in other languages, entries written as "title | page"', () => {
    const listing = [
      'Оглавление',
      '1. Общие положения | 3',
      '2. Требования к исследовательскому проекту | 4',
      '3. Научный руководитель | 5',
    ];
    const all = units(['Положение о дипломной работе', ...listing, ...bookBody(150)]);
    const ranges = bookFrontMatter(all);
    // The entries' numbers are list markup.
    const entries = listing.map((line) => line.replace(/^\d+\. /, ''));
    expect(ranges.map(({ from, to }) => all.slice(from, to).map((u) => u.text))).toEqual([entries]);
  });
});

describe("a paper's first page as a PDF sets it", () => {
  const page = [
    'Trace-based Compilation for Dynamic Languages',
    '## Abstract',
    'Dynamic languages are harder to compile than typed ones. We present a tracing compiler that specializes loops to the types they meet. Categories and Subject Descriptors D.3.4 [Programming Languages]: Processors. General Terms Design, Performance. Keywords JavaScript, trace trees.',
    '## 1. Introduction',
    'Compilers for typed languages use type information to emit fast machine code.',
    'Permission to make digital or hard copies of all or part of this work for personal or classroom use is granted without fee. To copy otherwise, to republish, requires prior specific permission. PLDI 09, June 15-20, 2009, Dublin, Ireland.',
    'A dynamic language offers no such information before the program runs.',
  ];

  it('leaves out its indexing lines and its publisher notice box, and keeps its text', () => {
    const text = marked(page);
    expect(text).toEqual(
      expect.arrayContaining([
        'Categories and Subject Descriptors D.3.4 [Programming Languages]: Processors.',
        'General Terms Design, Performance.',
        'Keywords JavaScript, trace trees.',
        'PLDI 09, June 15-20, 2009, Dublin, Ireland.',
      ]),
    );
    expect(text.some((t) => t.startsWith('Permission to make'))).toBe(true);
    expect(text.some((t) => /We present|Compilers for|A dynamic language/.test(t))).toBe(false);
  });

  it('is no book: a paper of book length keeps its abstract before the notice', () => {
    const long = [...page, ...bookBody(150)];
    expect(bookFrontMatter(units(long))).toEqual([]);
  });
});

describe("a changelog's note on its own form", () => {
  it('is furniture: what changed is in the entries under it', () => {
    const changelog = [
      '# Changelog',
      '',
      'All notable changes to this project will be documented in this file.',
      '',
      'The format is based on Keep a Changelog, and this project adheres to Semantic Versioning.',
      '',
      '## [3.2.0] - 2026-10-02',
      '',
      '### Added',
      '- Support for reading Parquet files with nested columns.',
      '- A `--dry-run` flag for the `sync` command that prints planned changes without applying them.',
      '',
      '### Fixed',
      '- A crash when a CSV file ended without a newline.',
    ].join('\n');
    const { units } = segmentDocument(changelog, { language: 'en' });
    const furniture = furnitureOf(units);
    expect(units.filter((_, i) => furniture[i]).map((u) => u.text)).toEqual([
      'All notable changes to this project will be documented in this file.',
      'The format is based on Keep a Changelog, and this project adheres to Semantic Versioning.',
    ]);
  });
});
