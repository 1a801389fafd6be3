import type { Selectable } from 'kysely';
import type { DocumentDetail, DocumentListItem } from '../../shared/api/documents.ts';
import { RETENTION, XL_CREDITS } from '../../shared/domain/index.ts';
import type { DocumentRetention, DocumentsTable } from '../db/schema.ts';

export type DocumentRow = Selectable<DocumentsTable>;

export function usedXlCredit(creditUsed: string): boolean {
  return XL_CREDITS.some((credit) => credit.creditType === creditUsed);
}

/**
 * Retention of a new summary: subscribers keep theirs (they may choose delete later); everybody else's
 * goes when they leave the page, and at the latest an hour after creation (XL documents: 24 hours,
 * not ended by leaving the page).
 */
export function initialRetention(options: { subscribed: boolean; creditUsed: string; now: Date }): {
  retention: DocumentRetention;
  expiresAt: string | null;
} {
  if (options.subscribed) return { retention: 'retain', expiresAt: null };
  const keepFor = usedXlCredit(options.creditUsed) ? RETENTION.xlSummary : RETENTION.unclaimedSummary;
  return { retention: 'delete', expiresAt: new Date(options.now.getTime() + keepFor).toISOString() };
}

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
