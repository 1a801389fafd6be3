import type { SelectQueryBuilder } from 'kysely';
import { percentOf } from '../../shared/domain/index.ts';
import type { Database } from '../db/database.ts';
import type { DatabaseSchema } from '../db/schema.ts';

/** The survey answers as the admin area reads them: counts with shares, pages of answers, a CSV file. */

export interface SurveyFilter {
  surveyType?: string | undefined;
  source?: string | undefined;
}

function filtered<O>(query: SelectQueryBuilder<DatabaseSchema, 'survey_responses', O>, filter: SurveyFilter) {
  let narrowed = query;
  if (filter.surveyType) narrowed = narrowed.where('survey_type', '=', filter.surveyType);
  if (filter.source) narrowed = narrowed.where('source', '=', filter.source);
  return narrowed;
}

export async function surveyStats(db: Database, filter: SurveyFilter) {
  const [counts, types, sources] = await Promise.all([
    filtered(db.selectFrom('survey_responses'), filter)
      .select((eb) => ['response', eb.fn.countAll<number>().as('count')])
      .groupBy('response')
      .execute(),
    db.selectFrom('survey_responses').select('survey_type').distinct().orderBy('survey_type').execute(),
    db
      .selectFrom('survey_responses')
      .select('source')
      .distinct()
      .where('source', 'is not', null)
      .orderBy('source')
      .execute(),
  ]);
  const totalResponses = counts.reduce((sum, row) => sum + Number(row.count), 0);
  return {
    totalResponses,
    responses: counts
      .map((row) => ({
        response: row.response,
        count: Number(row.count),
        percentage: percentOf(Number(row.count), totalResponses),
      }))
      .sort((a, b) => b.count - a.count || a.response.localeCompare(b.response)),
    surveyTypes: types.map((row) => row.survey_type),
    sources: sources.flatMap((row) => (row.source ? [row.source] : [])),
  };
}

const RECORD_COLUMNS = [
  'id',
  'user_id',
  'survey_type',
  'response',
  'other_text',
  'source',
  'document_name',
  'created_at',
] as const;

function recordOf(row: {
  id: number;
  user_id: string | null;
  survey_type: string;
  response: string;
  other_text: string | null;
  source: string | null;
  document_name: string | null;
  created_at: string;
}) {
  return {
    id: row.id,
    userId: row.user_id,
    surveyType: row.survey_type,
    response: row.response,
    otherText: row.other_text,
    source: row.source,
    documentName: row.document_name,
    createdAt: row.created_at,
  };
}

export async function surveyResponses(
  db: Database,
  filter: SurveyFilter & { page: number; pageSize: number },
) {
  const [rows, counted] = await Promise.all([
    filtered(db.selectFrom('survey_responses'), filter)
      .select(RECORD_COLUMNS)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize)
      .execute(),
    filtered(db.selectFrom('survey_responses'), filter)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return {
    responses: rows.map(recordOf),
    total: Number(counted.n),
    page: filter.page,
    pageSize: filter.pageSize,
  };
}

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, quote or line break; a leading =, +, - or @
 * is prefixed with an apostrophe so that a spreadsheet does not run an answer as a formula.
 */
function csvField(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Every answer matching the filter, oldest first, as CSV lines (a header first). */
export async function* surveyCsv(db: Database, filter: SurveyFilter): AsyncGenerator<string> {
  yield 'id,created_at,survey_type,source,response,other_text,document_name,user_id\r\n';
  const batch = 1000;
  for (let afterId = 0; ; ) {
    const rows = await filtered(db.selectFrom('survey_responses'), filter)
      .select(RECORD_COLUMNS)
      .where('id', '>', afterId)
      .orderBy('id')
      .limit(batch)
      .execute();
    for (const row of rows) {
      yield `${[
        row.id,
        row.created_at,
        row.survey_type,
        row.source,
        row.response,
        row.other_text,
        row.document_name,
        row.user_id,
      ]
        .map(csvField)
        .join(',')}\r\n`;
    }
    if (rows.length < batch) return;
    afterId = rows.at(-1)?.id ?? afterId;
  }
}
