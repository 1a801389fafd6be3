import type { SurveySubmission } from '../../shared/api/survey.ts';
import type { Database } from '../db/database.ts';

/** The survey type recorded for answers from the /feedback page (its payload names none). */
const FEEDBACK_PAGE_SURVEY_TYPE = 'feedback_page';

/** Stores one survey answer. `userId` is the signed-in user, or null for a visitor. */
export async function recordSurveyResponse(
  db: Database,
  { submission, userId }: { submission: SurveySubmission; userId: string | null },
): Promise<{ id: number }> {
  const otherText = submission.response === 'other' ? (submission.otherText?.trim() ?? null) : null;
  const row =
    'surveyType' in submission
      ? {
          user_id: userId,
          survey_type: submission.surveyType,
          response: submission.response,
          other_text: otherText,
          session_id: submission.sessionId,
          document_name: null,
          source: 'dashboard',
        }
      : {
          user_id: userId,
          survey_type: FEEDBACK_PAGE_SURVEY_TYPE,
          response: submission.response,
          other_text: otherText,
          session_id: null,
          document_name: submission.documentName,
          source: submission.source,
        };
  const inserted = await db
    .insertInto('survey_responses')
    .values(row)
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: inserted.id };
}

/** Remembers that the survey was closed without an answer, so it is not shown again. */
export async function recordSurveyDismissal(
  db: Database,
  { surveyType, sessionId, userId }: { surveyType: string; sessionId: string; userId: string | null },
): Promise<void> {
  await db
    .insertInto('survey_dismissals')
    .values({ survey_type: surveyType, session_id: sessionId, user_id: userId })
    .execute();
}

/** Whether `table` has a row of this session, or (for a signed-in person) of this user at any time. */
async function hasRowFor(
  db: Database,
  table: 'survey_responses' | 'survey_dismissals',
  { sessionId, userId }: { sessionId: string; userId: string | null },
): Promise<boolean> {
  const row = await db
    .selectFrom(table)
    .select('id')
    .where((eb) =>
      userId
        ? eb.or([eb('session_id', '=', sessionId), eb('user_id', '=', userId)])
        : eb('session_id', '=', sessionId),
    )
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Whether the survey should stay away: it was answered or dismissed in this session, or by this
 * signed-in user at any time.
 */
export async function hasCompletedSurvey(
  db: Database,
  who: { sessionId: string; userId: string | null },
): Promise<boolean> {
  return (await hasRowFor(db, 'survey_responses', who)) || (await hasRowFor(db, 'survey_dismissals', who));
}
