import { useState } from 'react';
import { PageShell } from '../../layout/PageShell.tsx';
import { usePageMeta } from '../../seo/PageMetaContext.tsx';
import { toast } from '../../toast/toastStore.ts';
import { AdminHeader, BackToAdmin, LoadError, Loading, Pager, Panel } from './AdminParts.tsx';
import { AdminOnly } from './adminAccess.tsx';
import { adminCalls, type SurveyFilter } from './adminCalls.ts';
import { ADMIN_TEXTS } from './adminTexts.ts';
import { SurveyResponsesTable, SurveyStatsTable } from './surveyParts.tsx';
import { failureText, useAdminData } from './useAdminData.ts';

/**
 * /admin/surveys (SPEC leaves its content open): the statistics per answer with percent bars, filtered
 * by survey and source, every answer a page at a time with its other-text, and a CSV export of what the
 * filters select.
 */

const PAGE_SIZE = 25;
const SURVEY_NAMES: Record<string, string> = {
  first_use_feedback: 'Dashboard (first use)',
  feedback_page: 'Feedback page',
};

function Surveys() {
  const [filter, setFilter] = useState<SurveyFilter>({});
  const [page, setPage] = useState(1);
  const [exporting, setExporting] = useState(false);
  const key = `${filter.surveyType ?? ''}|${filter.source ?? ''}`;
  const stats = useAdminData(() => adminCalls.surveyStats(filter), key);
  const responses = useAdminData(
    () => adminCalls.surveyResponses({ ...filter, page, pageSize: PAGE_SIZE }),
    `${key}|${page}`,
  );

  function choose(change: SurveyFilter) {
    setFilter((current) => ({ ...current, ...change }));
    setPage(1);
  }

  async function exportCsv() {
    setExporting(true);
    try {
      const blob = await adminCalls.surveyCsv(filter);
      const link = document.createElement('a');
      link.href = URL.createObjectURL(blob);
      link.download = `survey-responses-${new Date().toISOString().slice(0, 10)}.csv`;
      link.click();
      setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
    } catch (error) {
      toast({ title: 'Export Failed', description: failureText(error), variant: 'destructive' });
    } finally {
      setExporting(false);
    }
  }

  const select =
    'mt-1 block rounded-md border border-slate-300 px-3 py-2 text-sm focus:border-sky-600 focus:outline-none focus:ring-2 focus:ring-sky-200';
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-10">
      <AdminHeader title="Survey Responses" subtitle="What users said, by survey and source.">
        <BackToAdmin />
      </AdminHeader>
      <div className="mt-6 flex flex-wrap items-end gap-4">
        <div>
          <label htmlFor="survey-type" className="text-sm font-medium text-slate-700">
            Survey
          </label>
          <select
            id="survey-type"
            value={filter.surveyType ?? ''}
            onChange={(event) => choose({ surveyType: event.target.value || undefined })}
            className={select}
          >
            <option value="">All surveys</option>
            {(stats.data?.surveyTypes ?? []).map((type) => (
              <option key={type} value={type}>
                {SURVEY_NAMES[type] ?? type}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="survey-source" className="text-sm font-medium text-slate-700">
            Source
          </label>
          <select
            id="survey-source"
            value={filter.source ?? ''}
            onChange={(event) => choose({ source: event.target.value || undefined })}
            className={select}
          >
            <option value="">All sources</option>
            {(stats.data?.sources ?? []).map((source) => (
              <option key={source} value={source}>
                {source}
              </option>
            ))}
          </select>
        </div>
        <button
          type="button"
          onClick={() => void exportCsv()}
          disabled={exporting}
          className="rounded-md bg-sky-700 px-4 py-2 text-sm font-semibold text-white hover:bg-sky-800 disabled:opacity-50"
        >
          {exporting ? 'Exporting…' : 'Export CSV'}
        </button>
      </div>
      <div className="mt-6 space-y-6">
        <Panel title="Statistics">
          {stats.error && <LoadError message={stats.error} onRetry={stats.reload} />}
          {!stats.data && stats.loading && <Loading />}
          {stats.data && <SurveyStatsTable stats={stats.data} />}
        </Panel>
        <Panel title="All Responses">
          {responses.error && <LoadError message={responses.error} onRetry={responses.reload} />}
          {!responses.data && responses.loading && <Loading />}
          {responses.data && (
            <>
              <SurveyResponsesTable responses={responses.data.responses} detailed />
              <Pager
                label="Survey response pages"
                page={page}
                pageSize={PAGE_SIZE}
                total={responses.data.total}
                onPage={setPage}
              />
            </>
          )}
        </Panel>
      </div>
    </div>
  );
}

export default function SurveysAdminPage() {
  usePageMeta({
    title: 'Survey Responses',
    description: 'Survey answers.',
    path: '/admin/surveys',
    noindex: true,
  });
  return (
    <AdminOnly refusal={{ kind: 'denied', message: ADMIN_TEXTS.accessDenied }}>
      <PageShell>
        <Surveys />
      </PageShell>
    </AdminOnly>
  );
}
