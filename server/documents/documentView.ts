import type { Selectable } from 'kysely';
import type { DocumentDetail, DocumentListItem } from '../../shared/api/documents.ts';
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
  };
}
