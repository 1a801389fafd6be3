import type { Generated } from 'kysely';

/** The tables of the server's database, as Kysely sees them. Each migration that adds a table adds it here. */

export interface AppSettingsTable {
  key: string;
  value: string;
}

export interface SurveyResponsesTable {
  id: Generated<number>;
  /** Null for visitors (the /feedback page) and until accounts exist. */
  user_id: string | null;
  /** 'first_use_feedback' (dashboard) or 'feedback_page'. */
  survey_type: string;
  response: string;
  other_text: string | null;
  session_id: string | null;
  document_name: string | null;
  source: string | null;
  created_at: Generated<string>;
}

export interface SurveyDismissalsTable {
  id: Generated<number>;
  user_id: string | null;
  survey_type: string;
  session_id: string;
  created_at: Generated<string>;
}

export interface DatabaseSchema {
  app_settings: AppSettingsTable;
  survey_responses: SurveyResponsesTable;
  survey_dismissals: SurveyDismissalsTable;
}
