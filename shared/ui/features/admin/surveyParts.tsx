import type { SurveyResponseValue } from '../../../api/survey.ts';
import { FEEDBACK_OPTIONS } from '../../pages/feedback/surveyOptions.ts';
import { Cell, DataTable, formatCount, formatDateTime, PercentBar } from './AdminParts.tsx';

/** Survey statistics and answers, as the dashboard's Surveys tab and /admin/surveys show them. */

const LABELS = new Map<string, string>(FEEDBACK_OPTIONS.map((option) => [option.value, option.label]));

/** An answer in words, with its stored value for those who filter or export. */
function AnswerLabel({ value }: { value: SurveyResponseValue | string }) {
  return (
    <span>
      {LABELS.get(value) ?? value}
      <span className="ml-1 font-mono text-xs text-slate-500">{value}</span>
    </span>
  );
}

export function SurveyStatsTable({
  stats,
}: {
  stats: { totalResponses: number; responses: { response: string; count: number; percentage: number }[] };
}) {
  return (
    <>
      <p className="text-sm text-slate-600">
        Total responses: <strong className="text-slate-900">{formatCount(stats.totalResponses)}</strong>
      </p>
      <div className="mt-3">
        <DataTable
          caption="Answers with their count and share"
          headers={['Response', 'Count', 'Share']}
          rowCount={stats.responses.length}
          empty="No survey responses yet"
        >
          {stats.responses.map((row) => (
            <tr key={row.response}>
              <Cell>
                <AnswerLabel value={row.response} />
              </Cell>
              <Cell numeric>{formatCount(row.count)}</Cell>
              <Cell>
                <PercentBar percent={row.percentage} />
              </Cell>
            </tr>
          ))}
        </DataTable>
      </div>
    </>
  );
}

interface ResponseRow {
  id: number;
  userId: string | null;
  surveyType: string;
  response: string;
  otherText: string | null;
  source: string | null;
  documentName: string | null;
  createdAt: string;
}

/** SPEC: shortened user id, response, optional other text, date (and, on the full page, survey and source). */
export function SurveyResponsesTable({
  responses,
  detailed,
}: {
  responses: ResponseRow[];
  detailed: boolean;
}) {
  const headers = detailed
    ? ['User', 'Response', 'Other Text', 'Survey', 'Source', 'Document', 'Date']
    : ['User', 'Response', 'Other Text', 'Date'];
  return (
    <DataTable
      caption="Survey responses, newest first"
      headers={headers}
      rowCount={responses.length}
      empty="No survey responses yet"
    >
      {responses.map((row) => (
        <tr key={row.id}>
          <Cell className="font-mono text-xs">{row.userId ? `${row.userId.slice(0, 8)}…` : 'Visitor'}</Cell>
          <Cell>
            <AnswerLabel value={row.response} />
          </Cell>
          <Cell className="max-w-xs whitespace-normal">{row.otherText ?? '—'}</Cell>
          {detailed && (
            <>
              <Cell>{row.surveyType}</Cell>
              <Cell>{row.source ?? '—'}</Cell>
              <Cell>{row.documentName ?? '—'}</Cell>
            </>
          )}
          <Cell>{formatDateTime(row.createdAt)}</Cell>
        </tr>
      ))}
    </DataTable>
  );
}
