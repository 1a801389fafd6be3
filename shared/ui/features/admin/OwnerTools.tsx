import { type FormEvent, useState } from 'react';
import type { AdminUserRow } from '../../../api/adminOverview.ts';
import { ADMIN } from '../../../domain/index.ts';
import { endsSession } from '../../errors/describeError.ts';
import { toast } from '../../toast/toastStore.ts';
import { Panel } from './AdminParts.tsx';
import { adminCalls } from './adminCalls.ts';
import { ADMIN_TEXTS } from './adminTexts.ts';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { creditsFromInput } from './creditInput.ts';
import { failureText } from './useAdminData.ts';

/**
 * The owner's cards on the Users tab (SPEC: "one specific admin account only", here the owner role):
 * the retention program (3 credits to everybody) and the search-and-credit card (add, reset, remove).
 * Every change asks for confirmation first and says how it went in a toast.
 */

function failed(title: string, error: unknown) {
  if (!endsSession(error)) toast({ title, description: failureText(error), variant: 'destructive' });
}

const fullName = (user: Pick<AdminUserRow, 'firstName' | 'lastName'>) =>
  [user.firstName, user.lastName].filter(Boolean).join(' ');

export function RetentionProgramCard({ onDone }: { onDone(): void }) {
  // One key per click: made when the confirmation opens, so a repeated request gives once.
  const [clickKey, setClickKey] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function distribute(key: string) {
    setBusy(true);
    try {
      const result = await adminCalls.distributeCredits(key);
      toast({
        title: ADMIN_TEXTS.distributionComplete,
        description: `${result.successful.toLocaleString('en-US')} of ${result.total.toLocaleString('en-US')} users received ${ADMIN.distributionCreditsPerUser} credits. ${result.failed} failed.`,
      });
      setClickKey(null);
      onDone();
    } catch (error) {
      failed(ADMIN_TEXTS.distributionFailed, error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Panel title="Retention Program">
      <p className="text-sm text-slate-600">
        Give every user {ADMIN.distributionCreditsPerUser} free credits to bring them back. Each grant is
        written to the credit ledger and the audit log. Each confirmed distribution gives again; a double
        click or a request sent twice gives once.
      </p>
      <button
        type="button"
        onClick={() => setClickKey(crypto.randomUUID())}
        className="mt-4 rounded-md bg-amber-500 px-4 py-2 font-semibold text-slate-950 hover:bg-amber-400"
      >
        Distribute {ADMIN.distributionCreditsPerUser} Credits to All Users
      </button>
      {clickKey && (
        <ConfirmDialog
          title="Distribute credits to all users?"
          confirmLabel="Distribute Credits"
          busy={busy}
          onConfirm={() => void distribute(clickKey)}
          onCancel={() => setClickKey(null)}
        >
          <p>
            Every user receives {ADMIN.distributionCreditsPerUser} more credits, also those who received some
            in an earlier distribution. This cannot be undone from here.
          </p>
        </ConfirmDialog>
      )}
    </Panel>
  );
}

/** `typed`: what was in the field, when it was not the number added (SPEC's fallback to 1–100). */
type Pending = { kind: 'add'; credits: number; typed?: string } | { kind: 'reset' } | { kind: 'remove' };

const creditsWord = (count: number) => `${count} ${count === 1 ? 'credit' : 'credits'}`;

export function CreditToolsCard({ onChanged }: { onChanged(): void }) {
  const [email, setEmail] = useState('');
  const [results, setResults] = useState<AdminUserRow[] | null>(null);
  const [selected, setSelected] = useState<AdminUserRow | null>(null);
  const [creditsText, setCreditsText] = useState('1');
  const [pending, setPending] = useState<Pending | null>(null);
  const [busy, setBusy] = useState(false);
  const query = email.trim();

  async function search(event: FormEvent) {
    event.preventDefault();
    if (!query) return;
    try {
      const found = await adminCalls.searchUsers(query);
      setResults(found);
      setSelected(found.length === 1 ? (found[0] ?? null) : null);
    } catch (error) {
      failed(ADMIN_TEXTS.searchFailed, error);
    }
  }

  function replaced(user: AdminUserRow | null, id: string) {
    setResults((current) =>
      current
        ? user
          ? current.map((row) => (row.id === id ? user : row))
          : current.filter((row) => row.id !== id)
        : current,
    );
    setSelected(user);
    onChanged();
  }

  async function confirm(user: AdminUserRow, action: Pending) {
    setBusy(true);
    try {
      if (action.kind === 'add') {
        const { user: changed } = await adminCalls.addCredits(user.id, action.credits);
        toast({ title: 'Credits Added', description: `Added ${action.credits} credits to ${user.email}.` });
        replaced(changed, user.id);
      } else if (action.kind === 'reset') {
        const { user: changed } = await adminCalls.resetCredits(user.id);
        toast({ title: 'Credits Reset', description: `${user.email} now has 0 credits.` });
        replaced(changed, user.id);
      } else {
        const { paymentsKept } = await adminCalls.removeUser(user.id);
        toast({
          title: 'User Removed',
          description: `${user.email} was removed permanently.${paymentsKept ? ` ${paymentsKept} payment(s) kept for the books, without personal data.` : ''}`,
        });
        replaced(null, user.id);
      }
      setPending(null);
    } catch (error) {
      const title =
        action.kind === 'add'
          ? ADMIN_TEXTS.addCreditsFailed
          : action.kind === 'reset'
            ? ADMIN_TEXTS.resetCreditsFailed
            : ADMIN_TEXTS.removeUserFailed;
      failed(title, error);
    } finally {
      setBusy(false);
    }
  }

  const input =
    'rounded-md border border-slate-300 px-3 py-2 focus:border-sky-600 focus:outline-none focus:ring-2 focus:ring-sky-200';
  return (
    <Panel title="User Search and Credits">
      <form onSubmit={search} className="flex flex-wrap gap-2">
        <label htmlFor="credit-search" className="sr-only">
          Search users by email
        </label>
        <input
          id="credit-search"
          type="search"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          placeholder="Search by email"
          className={`${input} min-w-0 flex-1`}
        />
        <button
          type="submit"
          disabled={!query}
          className="rounded-md bg-sky-700 px-4 py-2 font-semibold text-white hover:bg-sky-800 disabled:cursor-not-allowed disabled:opacity-50"
        >
          Search
        </button>
      </form>
      {results && results.length === 0 && <p className="mt-3 text-sm text-slate-600">No users found.</p>}
      {results && results.length > 0 && (
        <fieldset className="mt-4 min-w-0">
          <legend className="text-sm font-semibold text-slate-700">Choose a user</legend>
          <ul className="mt-2 divide-y divide-slate-100 rounded-md border border-slate-200">
            {results.map((user) => (
              <li key={user.id}>
                <label className="flex cursor-pointer items-center gap-3 px-3 py-2 hover:bg-slate-50">
                  <input
                    type="radio"
                    name="credit-user"
                    checked={selected?.id === user.id}
                    onChange={() => setSelected(user)}
                  />
                  <span className="min-w-0 flex-1">
                    <span className="block truncate font-medium">{user.email}</span>
                    <span className="block text-xs text-slate-600">
                      {fullName(user) || 'No name'} · {user.paidDocumentsAvailable} credits
                      {user.isOwner ? ' · owner' : user.isAdmin ? ' · admin' : ''}
                    </span>
                  </span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      )}
      {selected && (
        <div className="mt-4 flex flex-wrap items-end gap-2">
          <div>
            <label htmlFor="credit-amount" className="block text-sm font-medium text-slate-700">
              Credits to add ({ADMIN.minCreditsPerAction}–{ADMIN.maxCreditsPerAction})
            </label>
            <input
              id="credit-amount"
              type="number"
              min={ADMIN.minCreditsPerAction}
              max={ADMIN.maxCreditsPerAction}
              value={creditsText}
              onChange={(event) => setCreditsText(event.target.value)}
              className={`${input} mt-1 w-28`}
            />
          </div>
          <button
            type="button"
            onClick={() => {
              const credits = creditsFromInput(creditsText);
              const typed = creditsText.trim() === String(credits) ? undefined : creditsText.trim();
              setPending({ kind: 'add', credits, typed });
            }}
            className="rounded-md bg-sky-700 px-4 py-2 font-semibold text-white hover:bg-sky-800"
          >
            Add Credits
          </button>
          <button
            type="button"
            onClick={() => setPending({ kind: 'reset' })}
            className="rounded-md border border-slate-300 px-4 py-2 font-semibold hover:bg-slate-50"
          >
            Reset to 0
          </button>
          <button
            type="button"
            onClick={() => setPending({ kind: 'remove' })}
            className="rounded-md border border-red-300 px-4 py-2 font-semibold text-red-800 hover:bg-red-50"
          >
            Remove User
          </button>
        </div>
      )}
      {selected && pending && (
        <ConfirmDialog
          title={
            pending.kind === 'add'
              ? `Add ${creditsWord(pending.credits)}?`
              : pending.kind === 'reset'
                ? 'Reset credits to 0?'
                : 'Remove this user permanently?'
          }
          confirmLabel={
            pending.kind === 'add'
              ? 'Add Credits'
              : pending.kind === 'reset'
                ? 'Reset Credits'
                : 'Remove User'
          }
          destructive={pending.kind !== 'add'}
          busy={busy}
          onConfirm={() => void confirm(selected, pending)}
          onCancel={() => setPending(null)}
        >
          {pending.kind === 'add' && (
            <>
              {pending.typed !== undefined && (
                <p>
                  “{pending.typed}” is not a whole number from {ADMIN.minCreditsPerAction} to{' '}
                  {ADMIN.maxCreditsPerAction}, so {creditsWord(pending.credits)} will be added.
                </p>
              )}
              <p>
                {selected.email} has {creditsWord(selected.paidDocumentsAvailable)} and will have{' '}
                {selected.paidDocumentsAvailable + pending.credits}.
              </p>
            </>
          )}
          {pending.kind === 'reset' && (
            <p>
              {selected.email} has {creditsWord(selected.paidDocumentsAvailable)} and will have 0.
            </p>
          )}
          {pending.kind === 'remove' && (
            <>
              <p>
                <strong>{selected.email}</strong> and everything of theirs is deleted for good: the account,
                its sessions, API tokens, summaries and synced library. A renewing subscription is cancelled.
              </p>
              <p>Their payments stay in the books without any personal data.</p>
            </>
          )}
        </ConfirmDialog>
      )}
    </Panel>
  );
}
