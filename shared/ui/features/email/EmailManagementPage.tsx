import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import type { EmailListEntry } from '../../../api/email.ts';
import { EMAIL_TEXTS } from '../../../domain/index.ts';
import { useAuthUser } from '../../auth/AuthContext.tsx';
import { describeActionError } from '../../errors/describeError.ts';
import { PageShell } from '../../layout/PageShell.tsx';
import { usePageMeta } from '../../seo/PageMetaContext.tsx';
import { toast } from '../../toast/toastStore.ts';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { EmailDeliveryNotice } from './EmailDeliveryNotice.tsx';
import { emailCalls } from './emailCalls.ts';
import { FailedEmailsSection } from './FailedEmailsSection.tsx';
import { PromotionalEmailsPanel } from './PromotionalEmailsPanel.tsx';
import { useEmailStatus } from './useEmailStatus.ts';

type Tab = 'users' | 'compose';

/** SPEC's search: by email, first or last name. */
function matches(entry: EmailListEntry, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return [entry.email, entry.firstName, entry.lastName].some((field) =>
    field?.toLowerCase().includes(needle),
  );
}

function UserList({
  users,
  selected,
  setSelected,
}: {
  users: EmailListEntry[] | null;
  selected: Set<string>;
  setSelected(next: Set<string>): void;
}) {
  const [search, setSearch] = useState('');
  const shown = useMemo(() => (users ?? []).filter((entry) => matches(entry, search)), [users, search]);
  const allShownSelected = shown.length > 0 && shown.every((entry) => selected.has(entry.email));
  const toggleAll = () => {
    const next = new Set(selected);
    for (const entry of shown) {
      if (allShownSelected) next.delete(entry.email);
      else next.add(entry.email);
    }
    setSelected(next);
  };
  const toggle = (email: string) => {
    const next = new Set(selected);
    if (next.has(email)) next.delete(email);
    else next.add(email);
    setSelected(next);
  };
  if (!users) return <p className="text-slate-500">Loading users…</p>;
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-3">
        <input
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder="Search by email, first or last name"
          aria-label="Search users"
          className="min-w-64 flex-1 rounded-md border border-slate-300 px-3 py-2"
        />
        <button
          type="button"
          onClick={toggleAll}
          className="rounded-md border border-slate-300 px-3 py-2 font-semibold hover:bg-slate-50"
        >
          {allShownSelected ? 'Deselect All' : 'Select All'}
        </button>
        <span data-testid="selected-count" className="text-sm text-slate-600">
          {selected.size} selected
        </span>
      </div>
      {shown.length === 0 ? (
        <p className="text-slate-500">No users found.</p>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-md border border-slate-200">
          {shown.map((entry) => {
            const name = [entry.firstName, entry.lastName].filter(Boolean).join(' ');
            return (
              <li key={entry.id}>
                <label className="flex cursor-pointer items-center gap-3 px-4 py-2 hover:bg-slate-50">
                  <input
                    type="checkbox"
                    checked={selected.has(entry.email)}
                    onChange={() => toggle(entry.email)}
                  />
                  <span className="font-medium">{entry.email}</span>
                  {name && <span className="text-slate-500">{name}</span>}
                  <span className="ml-auto text-xs text-slate-400">
                    {new Date(entry.createdAt).toLocaleDateString('en-US')}
                  </span>
                </label>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

function Compose({ recipients, onSent }: { recipients: string[]; onSent(): void }) {
  const [subject, setSubject] = useState('');
  const [content, setContent] = useState('');
  const [isHtml, setIsHtml] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [sending, setSending] = useState(false);

  function ask(event: FormEvent) {
    event.preventDefault();
    if (recipients.length === 0) {
      toast({ ...EMAIL_TEXTS.noRecipients, variant: 'destructive' });
      return;
    }
    if (!subject.trim() || !content.trim()) {
      toast({ ...EMAIL_TEXTS.missingContent, variant: 'destructive' });
      return;
    }
    setConfirming(true);
  }

  async function send() {
    setConfirming(false);
    setSending(true);
    try {
      const answer = await emailCalls.sendEmail({ emails: recipients, subject, content, isHtml });
      toast(EMAIL_TEXTS.sent(answer.sent, answer.failed));
      setSubject('');
      setContent('');
      onSent();
    } catch (error) {
      toast({
        title: EMAIL_TEXTS.sendFailedTitle,
        description: describeActionError(error, EMAIL_TEXTS.sendFailedFallback),
        variant: 'destructive',
      });
    } finally {
      setSending(false);
    }
  }

  const field = 'mt-1 block w-full rounded-md border border-slate-300 px-3 py-2';
  return (
    <form onSubmit={ask} className="space-y-4">
      <p className="text-sm text-slate-700">
        <span className="font-semibold">Recipients:</span>{' '}
        <span data-testid="recipients">
          {recipients.length === 0
            ? 'none selected'
            : `${recipients.length} (${recipients.slice(0, 3).join(', ')}${recipients.length > 3 ? ', …' : ''})`}
        </span>
      </p>
      <label className="block text-sm font-medium text-slate-700">
        Subject
        <input value={subject} onChange={(event) => setSubject(event.target.value)} className={field} />
      </label>
      <label className="block text-sm font-medium text-slate-700">
        Content
        <textarea
          value={content}
          onChange={(event) => setContent(event.target.value)}
          rows={10}
          className={field}
        />
      </label>
      <label className="flex items-center gap-2 text-sm text-slate-700">
        <input type="checkbox" checked={isHtml} onChange={(event) => setIsHtml(event.target.checked)} />
        Content is HTML formatted
      </label>
      <button
        type="submit"
        disabled={sending || recipients.length === 0}
        className="rounded-md bg-sky-700 px-5 py-2 font-semibold text-white hover:bg-sky-800 disabled:opacity-60"
      >
        {sending
          ? 'Sending…'
          : `Send Email to ${recipients.length} ${recipients.length === 1 ? 'Recipient' : 'Recipients'}`}
      </button>
      {confirming && (
        <ConfirmDialog
          title="Send Email"
          message={`Send “${subject.trim()}” to ${recipients.length} ${recipients.length === 1 ? 'recipient' : 'recipients'}?`}
          confirmLabel="Send"
          onConfirm={() => void send()}
          onCancel={() => setConfirming(false)}
        />
      )}
    </form>
  );
}

function CreditEmails() {
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  async function send() {
    setConfirming(false);
    setBusy(true);
    try {
      const answer = await emailCalls.sendCreditEmails();
      toast({ title: 'Credit Emails Sent', description: answer.message });
    } catch (error) {
      toast({
        title: 'Email Sending Failed',
        description: describeActionError(error, EMAIL_TEXTS.sendFailedFallback),
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  }
  return (
    <section aria-labelledby="credit-emails-heading" className="space-y-3">
      <h2 id="credit-emails-heading" className="text-lg font-bold text-slate-900">
        Credit Emails
      </h2>
      <p className="text-sm text-slate-600">
        Tells every user who received credits today, and was not told yet.
      </p>
      <button
        type="button"
        disabled={busy}
        onClick={() => setConfirming(true)}
        className="rounded-md border border-sky-300 px-4 py-2 font-semibold text-sky-800 hover:bg-sky-50 disabled:opacity-60"
      >
        {busy ? 'Sending…' : 'Send Credit Emails'}
      </button>
      {confirming && (
        <ConfirmDialog
          title="Send Credit Emails"
          message="Email everyone who received credits today and was not told yet?"
          confirmLabel="Send"
          onConfirm={() => void send()}
          onCancel={() => setConfirming(false)}
        />
      )}
    </section>
  );
}

/** /email-management: SPEC's User List and Compose Email tabs, with the promotional and credit emails. */
export default function EmailManagementPage() {
  const auth = useAuthUser();
  usePageMeta({
    title: 'Email Management',
    description: 'Email the users of the product.',
    path: '/email-management',
    noindex: true,
  });
  const isAdmin = auth.status === 'signed-in' && auth.user.isAdmin;
  if (auth.status !== 'signed-in') {
    return (
      <PageShell>
        <p className="mx-auto max-w-3xl px-4 py-12 text-slate-700">{EMAIL_TEXTS.signedOut}</p>
      </PageShell>
    );
  }
  if (!isAdmin) {
    return (
      <PageShell>
        <p role="alert" className="mx-auto max-w-3xl px-4 py-12 font-semibold text-red-800">
          {EMAIL_TEXTS.notAdmin}
        </p>
      </PageShell>
    );
  }
  return <EmailManagement />;
}

/** The screen itself, for admins only: it asks the admin routes nothing before the role is known. */
function EmailManagement() {
  const [tab, setTab] = useState<Tab>('users');
  const [users, setUsers] = useState<EmailListEntry[] | null>(null);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const { status, reload } = useEmailStatus();

  useEffect(() => {
    emailCalls.emailList().then(setUsers, () => setUsers([]));
  }, []);

  const tabClass = (active: boolean) =>
    `rounded-t-md border-b-2 px-4 py-2 font-semibold ${active ? 'border-sky-700 text-sky-900' : 'border-transparent text-slate-500 hover:text-slate-800'}`;
  return (
    <PageShell>
      <div className="mx-auto max-w-4xl space-y-8 px-4 py-12">
        <div className="flex items-center justify-between">
          <h1 className="text-3xl font-bold text-sky-950">Email Management</h1>
          <Link to="/admin" className="text-sm font-semibold text-sky-700 hover:underline">
            Back to Admin
          </Link>
        </div>
        <EmailDeliveryNotice status={status} />
        <FailedEmailsSection failedCount={status?.outbox.failed} onRetried={reload} />
        <div>
          <div role="tablist" aria-label="Email management" className="flex gap-2 border-b border-slate-200">
            <button
              type="button"
              role="tab"
              aria-selected={tab === 'users'}
              onClick={() => setTab('users')}
              className={tabClass(tab === 'users')}
            >
              User List ({users?.length ?? 0})
            </button>
            <button
              type="button"
              role="tab"
              aria-selected={tab === 'compose'}
              onClick={() => setTab('compose')}
              className={tabClass(tab === 'compose')}
            >
              Compose Email
            </button>
          </div>
          <div role="tabpanel" className="pt-6">
            {tab === 'users' ? (
              <UserList users={users} selected={selected} setSelected={setSelected} />
            ) : (
              <Compose
                recipients={[...selected]}
                onSent={() => {
                  setSelected(new Set());
                  reload();
                }}
              />
            )}
          </div>
        </div>
        <PromotionalEmailsPanel showDelivery={false} />
        <CreditEmails />
      </div>
    </PageShell>
  );
}
