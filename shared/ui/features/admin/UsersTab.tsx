import { useEffect, useState } from 'react';
import { Cell, DataTable, formatCount, formatDate, LoadError, Loading, Pager, Panel } from './AdminParts.tsx';
import { adminCalls, type UserSort } from './adminCalls.ts';
import { CreditToolsCard, RetentionProgramCard } from './OwnerTools.tsx';
import { useAdminData } from './useAdminData.ts';

/**
 * The Users tab: the owner's cards, then All Users (SPEC's columns), searched, sorted and paged by the
 * server, so 100,000 accounts load a page at a time.
 */

const PAGE_SIZE = 25;
const SORTS: readonly { value: string; label: string; sort: UserSort; order: 'asc' | 'desc' }[] = [
  { value: 'createdAt-desc', label: 'Newest first', sort: 'createdAt', order: 'desc' },
  { value: 'createdAt-asc', label: 'Oldest first', sort: 'createdAt', order: 'asc' },
  { value: 'email-asc', label: 'Email A–Z', sort: 'email', order: 'asc' },
  { value: 'email-desc', label: 'Email Z–A', sort: 'email', order: 'desc' },
  { value: 'name-asc', label: 'Name A–Z', sort: 'name', order: 'asc' },
  { value: 'name-desc', label: 'Name Z–A', sort: 'name', order: 'desc' },
  { value: 'credits-desc', label: 'Most credits', sort: 'credits', order: 'desc' },
  { value: 'credits-asc', label: 'Fewest credits', sort: 'credits', order: 'asc' },
];
const HEADERS = [
  'Email',
  'Name',
  'Subscription',
  'Documents',
  'Free Used',
  'Payment',
  'Summary Exports',
  'Joined',
] as const;

/** Waits until typing pauses, so the table is not asked again on every key. */
function useSettled(value: string, delayMs = 300): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

function AllUsers({ version }: { version: number }) {
  const [text, setText] = useState('');
  const search = useSettled(text.trim());
  const [sortValue, setSortValue] = useState(SORTS[0]?.value ?? 'createdAt-desc');
  const [page, setPage] = useState(1);
  const sort = SORTS.find((option) => option.value === sortValue) ?? SORTS[0];
  const users = useAdminData(
    () =>
      adminCalls.users({
        search,
        sort: sort?.sort ?? 'createdAt',
        order: sort?.order ?? 'desc',
        page,
        pageSize: PAGE_SIZE,
      }),
    `${search}|${sortValue}|${page}|${version}`,
  );
  // A new search or order starts at the first page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the search or the order changes.
  useEffect(() => setPage(1), [search, sortValue]);

  const input =
    'rounded-md border border-slate-300 px-3 py-2 text-sm focus:border-sky-600 focus:outline-none focus:ring-2 focus:ring-sky-200';
  const total = users.data?.total ?? 0;
  return (
    <Panel title={`All Users${users.data ? ` (${formatCount(total)})` : ''}`}>
      <div className="flex flex-wrap gap-2">
        <label className="sr-only" htmlFor="users-search">
          Search users by email, first or last name
        </label>
        <input
          id="users-search"
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder="Search by email, first or last name"
          className={`${input} min-w-0 flex-1`}
        />
        <label className="sr-only" htmlFor="users-sort">
          Sort users
        </label>
        <select
          id="users-sort"
          value={sortValue}
          onChange={(event) => setSortValue(event.target.value)}
          className={input}
        >
          {SORTS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <div className="mt-4" aria-busy={users.loading}>
        {users.error && <LoadError message={users.error} onRetry={users.reload} />}
        {!users.data && users.loading && <Loading />}
        {users.data && (
          <>
            <DataTable
              caption="All users"
              headers={HEADERS}
              rowCount={users.data.users.length}
              empty="No users found"
            >
              {users.data.users.map((user) => (
                <tr key={user.id}>
                  <Cell className="font-medium">{user.email}</Cell>
                  <Cell>{[user.firstName, user.lastName].filter(Boolean).join(' ') || '—'}</Cell>
                  <Cell>
                    <span
                      className={`rounded-full px-2 py-0.5 text-xs font-semibold ${
                        user.subscriptionActive
                          ? 'bg-emerald-100 text-emerald-800'
                          : 'bg-slate-100 text-slate-700'
                      }`}
                    >
                      {user.subscriptionActive ? 'Active' : 'Free'}
                    </span>
                  </Cell>
                  <Cell numeric>{formatCount(user.documentCount)}</Cell>
                  <Cell numeric>{user.freeDocumentsUsed}</Cell>
                  <Cell>
                    {user.attemptedPayment ? 'Yes' : 'No'}
                    {user.paymentAttempts > 0 && (
                      <span className="text-slate-500"> ({user.paymentAttempts})</span>
                    )}
                  </Cell>
                  <Cell numeric>{formatCount(user.summaryExports)}</Cell>
                  <Cell>{formatDate(user.createdAt)}</Cell>
                </tr>
              ))}
            </DataTable>
            <Pager label="All users pages" page={page} pageSize={PAGE_SIZE} total={total} onPage={setPage} />
          </>
        )}
      </div>
    </Panel>
  );
}

export function UsersTab({ isOwner, onChanged }: { isOwner: boolean; onChanged(): void }) {
  // Bumped after an owner's change, so the table shows the new balances.
  const [version, setVersion] = useState(0);
  const changed = () => {
    setVersion((n) => n + 1);
    onChanged();
  };
  return (
    <>
      {isOwner && (
        <div className="grid gap-6 lg:grid-cols-2">
          <RetentionProgramCard onDone={changed} />
          <CreditToolsCard onChanged={changed} />
        </div>
      )}
      <AllUsers version={version} />
    </>
  );
}
