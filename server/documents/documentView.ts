import type { Selectable } from 'kysely';
import { z } from 'zod';
import type { DocumentDetail, DocumentListItem } from '../../shared/api/documents.ts';
import { summarySourceSchema } from '../../shared/api/summarize.ts';
import type { DocumentsTable } from '../db/schema.ts';

export type DocumentRow = Selectable<DocumentsTable>;

export function toDocumentListItem(row: DocumentRow): DocumentListItem {
  return {
    id: row.id,
    filename: row.filename,
    wordCount: row.word_count,
    summaryWordCount: row.summary_word_count,
    createdAt: row.created_at,
    retention: row.retention,
    expiresAt: row.expires_at,
    language: row.language,
    level: row.level,
  };
}

export function toDocumentDetail(row: DocumentRow): DocumentDetail {
  return {
    ...toDocumentListItem(row),
    summary: row.summary,
    stats: JSON.parse(row.stats_json) as Record<string, unknown>,
    sources: storedSources(row.sources_json),
  };
}

const storedSourcesSchema = z.array(summarySourceSchema);

/** The stored sources, or none when the column holds something unreadable (never fails an answer). */
export function storedSources(json: string): z.infer<typeof storedSourcesSchema> {
  let value: unknown = null;
  try {
    value = JSON.parse(json);
  } catch {
    value = null;
  }
  const parsed = storedSourcesSchema.safeParse(value);
  return parsed.success ? parsed.data : [];
}
