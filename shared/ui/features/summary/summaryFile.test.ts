import { describe, expect, it } from 'vitest';
import { markdownToPlainText } from './summaryFile.ts';

describe('a summary as a file', () => {
  it('turns Markdown into readable plain text', () => {
    expect(
      markdownToPlainText(
        '## Key points\n\n- **Revenue** grew *12%*.\n- See [the report](https://x.test).\n',
      ),
    ).toBe('Key points\n\n• Revenue grew 12%.\n• See the report (https://x.test).\n');
  });
});
