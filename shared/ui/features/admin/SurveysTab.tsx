import { Link } from 'react-router';
import { ADMIN } from '../../../domain/index.ts';
import { LoadError, Loading, Panel } from './AdminParts.tsx';
import { adminCalls } from './adminCalls.ts';
import { SurveyResponsesTable, SurveyStatsTable } from './surveyParts.tsx';
import { useAdminData } from './useAdminData.ts';

/** The dashboard's Surveys tab: the statistics and the latest 10 answers; /admin/surveys has them all. */
export function SurveysTab() {
  const stats = useAdminData(() => adminCalls.surveyStats({}), 'stats');
  const recent = useAdminData(
    () => adminCalls.surveyResponses({ page: 1, pageSize: ADMIN.recentSurveyResponses }),
    'recent',
  );
  return (
    <>
      <Panel
        title="Survey Statistics"
        actions={
          <Link to="/admin/surveys" className="text-sm font-semibold text-sky-700 underline">
            All survey responses
          </Link>
        }
      >
        {stats.error && <LoadError message={stats.error} onRetry={stats.reload} />}
        {!stats.data && stats.loading && <Loading />}
        {stats.data && <SurveyStatsTable stats={stats.data} />}
      </Panel>
      <Panel title="Recent Responses">
        {recent.error && <LoadError message={recent.error} onRetry={recent.reload} />}
        {!recent.data && recent.loading && <Loading />}
        {recent.data && <SurveyResponsesTable responses={recent.data.responses} detailed={false} />}
      </Panel>
    </>
  );
}
