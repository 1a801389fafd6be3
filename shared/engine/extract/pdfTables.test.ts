import { describe, expect, it } from 'vitest';
import { extract } from './index.ts';
import { buildPdf } from './testing/buildPdf.ts';

type Placed = { y: number; text: string; x?: number };

const ROWS = [
  ['Region', 'Revenue', 'Growth'],
  ['North', '120', '4 %'],
  ['South', '95', '-2 %'],
  ['East Coast', '143', '7 %'],
];
const COLUMNS = [72, 250, 400];

/** The report's table, cell by cell: row after row, or (as some files draw it) column after column. */
function table(order: 'rows' | 'columns', top = 600): Placed[] {
  const cells = ROWS.flatMap((row, r) =>
    row.map((text, c) => ({ r, c, y: top - 14 * r, x: COLUMNS[c]!, text })),
  );
  if (order === 'columns') cells.sort((a, b) => a.c - b.c || a.r - b.r);
  return cells.map(({ y, x, text }) => ({ y, x, text }));
}

const prose: Placed[] = [
  {
    y: 700,
    text: 'The year closed with revenue up in every region but the south, where two stores were shut.',
  },
  { y: 500, text: 'The board expects growth to slow next year as the new stores in the east settle in.' },
];

async function textOf(placed: Placed[]): Promise<string> {
  return (await extract(buildPdf({ pages: [{ placed }] }), 'report.pdf')).text;
}

describe('tables in a PDF', () => {
  it('reads a table as rows of cells, between the paragraphs around it', async () => {
    const text = await textOf([prose[0]!, ...table('rows'), prose[1]!]);
    expect(text).toBe(
      [
        prose[0]!.text,
        'Region | Revenue | Growth\nNorth | 120 | 4 %\nSouth | 95 | -2 %\nEast Coast | 143 | 7 %',
        prose[1]!.text,
      ].join('\n\n'),
    );
  });

  it('reads a table drawn column by column as the same rows', async () => {
    const text = await textOf([prose[0]!, ...table('columns'), prose[1]!]);
    expect(text).toContain(
      'Region | Revenue | Growth\nNorth | 120 | 4 %\nSouth | 95 | -2 %\nEast Coast | 143 | 7 %',
    );
  });

  it('reads a header whose names wrap over two lines as one row of column names', async () => {
    // Free Culture's table on page 77: the header is set in a small size, its lines closer than the rows.
    const cells = (y: number, texts: (string | undefined)[]) =>
      texts.flatMap((text, c) => (text ? [{ y, x: COLUMNS[c]!, text }] : []));
    const text = await textOf([
      ...cells(620, ['CASE', 'WHOSE VALUE', 'RESPONSE OF']),
      ...cells(612, [undefined, 'WAS PIRATED', 'THE COURTS']),
      ...cells(598, ['Recordings', 'Composers', 'No protection']),
      ...cells(584, ['Radio', 'Recording artists', 'N/A']),
      ...cells(570, ['Cable TV', 'Broadcasters', 'No protection']),
    ]);
    expect(text).toBe(
      [
        'CASE | WHOSE VALUE WAS PIRATED | RESPONSE OF THE COURTS',
        'Recordings | Composers | No protection',
        'Radio | Recording artists | N/A',
        'Cable TV | Broadcasters | No protection',
      ].join('\n'),
    );
  });

  it('reads a cell centred across two rows in each of them', async () => {
    // The layout paper's table: a model's layers ("6 | 6") stand between its OTSL and HTML rows.
    const x = [72, 130, 200, 300, 400];
    const at = (y: number, texts: string[], from = 0) =>
      texts.map((text, c) => ({ y, x: x[c + from]!, text }));
    const text = await textOf([
      ...at(620, ['enc', 'dec', 'Language', 'TEDs', 'mAP']),
      ...at(604, ['OTSL', '0.965', '0.88'], 2),
      ...at(598, ['6', '6']),
      ...at(592, ['HTML', '0.969', '0.857'], 2),
      ...at(576, ['OTSL', '0.938', '0.853'], 2),
      ...at(570, ['4', '2']),
      ...at(564, ['HTML', '0.952', '0.843'], 2),
    ]);
    expect(text).toBe(
      [
        'enc | dec | Language | TEDs | mAP',
        '6 | 6 | OTSL | 0.965 | 0.88',
        '6 | 6 | HTML | 0.969 | 0.857',
        '4 | 2 | OTSL | 0.938 | 0.853',
        '4 | 2 | HTML | 0.952 | 0.843',
      ].join('\n'),
    );
  });

  it('leaves two columns of prose, numbered lines and a form’s two labels as text', async () => {
    const left = [
      'Rain fell on the valley for',
      'nine days without a break,',
      'and the river rose above',
      'the old stone bridge twice.',
    ];
    const right = [
      'The mill kept its wheel',
      'turning through the flood,',
      'though the lower floor was',
      'under water for a week.',
    ];
    const columns = left.flatMap((text, k) => [
      { y: 600 - 12 * k, x: 72, text },
      { y: 600 - 12 * k, x: 320, text: right[k]! },
    ]);
    expect(await textOf(columns)).not.toContain(' | ');

    // A court transcript's first page: numbered lines, the parties' names set short.
    const transcript = ['MICHAEL A. KNOWLES,', 'WARDEN,', 'Petitioner', 'v.', 'ALEXANDRE MIRZAYANCE.'];
    const numbered = transcript.flatMap((text, k) => [
      { y: 600 - 24 * k, x: 40, text: String(k + 1) },
      { y: 600 - 24 * k, x: 110, text },
    ]);
    expect(await textOf(numbered)).not.toContain(' | ');

    const form = [
      { y: 600, x: 72, text: 'Name' },
      { y: 600, x: 300, text: 'Date of birth' },
    ];
    expect(await textOf([...form, prose[1]!])).not.toContain(' | ');
  });
});
