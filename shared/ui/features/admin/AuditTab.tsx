import { useState } from 'react';
import { Cell, DataTable, formatDateTime, LoadError, Loading, Pager, Panel } from './AdminParts.tsx';
import { adminCalls } from './adminCalls.ts';
import { useAdminData } from './useAdminData.ts';

/** The Audit tab: every change made in the admin area or by the admin command, newest first. */

const ACTIONS: Record<string, string> = {
  'role.grant': 'Role granted',
  'role.revoke': 'Role revoked',
  'credits.add': 'Credits added',
  'credits.reset': 'Credits reset',
  'credits.distribute': 'Credits distributed',
  'user.remove': 'User removed',
  'email.send': 'Email sent',
  'email.retry': 'Failed email retried',
};

/** `{paidCredits: 2}` → "paidCredits 2". */
function describe(values: Record<string, unknown> | null): string {
  if (!values) return '—';
  return Object.entries(values)
    .map(([key, value]) => `${key} ${typeof value === 'object' ? JSON.stringify(value) : String(value)}`)
    .join(', ');
}

export function AuditTab() {
  const [page, setPage] = useState(1);
  const audit = useAdminData(() => adminCalls.audit(page), String(page));
  return (
    <Panel title="Audit Log">
      {audit.error && <LoadError message={audit.error} onRetry={audit.reload} />}
      {!audit.data && audit.loading && <Loading />}
      {audit.data && (
        <>
          <DataTable
            caption="Changes made in the admin area, newest first"
            headers={['When', 'Who', 'What', 'Whom', 'Before', 'After']}
            rowCount={audit.data.entries.length}
            empty="Nothing has been changed yet"
          >
            {audit.data.entries.map((entry) => (
              <tr key={entry.id}>
                <Cell>{formatDateTime(entry.createdAt)}</Cell>
                <Cell>{entry.actor}</Cell>
                <Cell>{ACTIONS[entry.action] ?? entry.action}</Cell>
                <Cell>{entry.target ?? (entry.targetUserId ? 'Removed account' : 'Everybody')}</Cell>
                <Cell className="text-xs text-slate-600">{describe(entry.before)}</Cell>
                <Cell className="text-xs text-slate-600">{describe(entry.after)}</Cell>
              </tr>
            ))}
          </DataTable>
          <Pager
            label="Audit log pages"
            page={page}
            pageSize={audit.data.pageSize}
            total={audit.data.total}
            onPage={setPage}
          />
        </>
      )}
    </Panel>
  );
}
