import { useCallback, useEffect, useRef, useState } from 'react';
import type { FailedEmail } from '../../../api/email.ts';
import { describeActionError } from '../../errors/describeError.ts';
import { toast } from '../../toast/toastStore.ts';
import { Cell, DataTable, formatDateTime, LoadError, Loading } from '../admin/AdminParts.tsx';
import { emailCalls } from './emailCalls.ts';

/** How long the figures are watched after a retry: every 3 s for a minute. */
const RETRY_WATCH = { everyMs: 3_000, rounds: 20 };

const KIND_LABELS: Record<string, string> = {
  admin: 'Admin message',
  'credits-received': 'Credits received',
  promotional: 'Promotional',
  'password-reset': 'Password reset',
};

/**
 * /email-management's list of the messages the outbox gave up on, each with a Retry button. A retry
 * puts that one message back in the outbox for delivery now; the row then says so, taking the focus
 * (it stays until the page is read again, so the keyboard's place in the table is not lost), and the
 * figures are read again. `failedCount` is the status's failed figure.
 */
export function FailedEmailsSection({
  failedCount,
  onRetried,
}: {
  failedCount: number | undefined;
  onRetried(): void;
}) {
  const [list, setList] = useState<{ failures: FailedEmail[]; total: number } | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [queued, setQueued] = useState<Set<number>>(new Set());
  const [busy, setBusy] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [lastQueued, setLastQueued] = useState<number | null>(null);
  const queuedNote = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    if (lastQueued !== null) queuedNote.current?.focus();
  }, [lastQueued]);

  const load = useCallback(() => {
    setLoadError(null);
    emailCalls.failures().then(
      (answer) => {
        setList(answer);
        setQueued(new Set());
      },
      (error: unknown) =>
        setLoadError(describeActionError(error, 'The failed messages could not be loaded.')),
    );
  }, []);
  useEffect(load, [load]);

  // Read again when the figures count failures this list does not show (new ones, or ones retried
  // elsewhere); not after this list's own retries, whose rows stay to say they were queued.
  const stillFailed = useRef<number | null>(null);
  stillFailed.current = list ? list.total - queued.size : null;
  useEffect(() => {
    if (failedCount !== undefined && stillFailed.current !== null && failedCount !== stillFailed.current) {
      load();
    }
  }, [failedCount, load]);

  // The sender tries a retried message at once: while rows wait, the list and the figures are read
  // again, and a row refused again shows its new error and its Retry button.
  const waitingIds = useRef(queued);
  waitingIds.current = queued;
  const waiting = queued.size > 0;
  useEffect(() => {
    if (!waiting) return;
    let rounds = 0;
    const watch = () => {
      rounds += 1;
      if (rounds >= RETRY_WATCH.rounds) clearInterval(timer);
      onRetried();
      emailCalls.failures().then(
        (answer) => {
          const again = new Map(
            answer.failures.filter((failure) => waitingIds.current.has(failure.id)).map((f) => [f.id, f]),
          );
          if (again.size === 0) return;
          setQueued((previous) => new Set([...previous].filter((id) => !again.has(id))));
          setList(
            (previous) =>
              previous && {
                ...previous,
                failures: previous.failures.map((failure) => again.get(failure.id) ?? failure),
              },
          );
        },
        // A missed reading: the next one tries again.
        () => {},
      );
    };
    const timer = setInterval(watch, RETRY_WATCH.everyMs);
    return () => clearInterval(timer);
  }, [waiting, onRetried]);

  async function retry(failure: FailedEmail) {
    setBusy(failure.id);
    try {
      await emailCalls.retryFailure(failure.id);
      setQueued((previous) => new Set(previous).add(failure.id));
      setLastQueued(failure.id);
      setAnnouncement(`The message to ${failure.to} is queued for delivery again.`);
      onRetried();
    } catch (error) {
      toast({
        title: 'Retry Failed',
        description: describeActionError(error, 'The message could not be queued again.'),
        variant: 'destructive',
      });
      load();
    } finally {
      setBusy(null);
    }
  }

  const shown = list?.failures ?? [];
  return (
    <section aria-labelledby="failed-emails-heading" className="space-y-3">
      <h2 id="failed-emails-heading" className="text-lg font-bold text-slate-900">
        Failed messages
      </h2>
      <p className="text-sm text-slate-600">
        Messages the mail server refused for good, or that could not be delivered after every retry. Retry
        sends one again now, with its retries ahead of it.
      </p>
      {loadError && <LoadError message={loadError} onRetry={load} />}
      {!list && !loadError && <Loading />}
      {list && (
        <>
          <DataTable
            caption="Failed messages, newest first"
            headers={['Message', 'Error', 'Action']}
            rowCount={shown.length}
            empty="No failed messages."
          >
            {shown.map((failure) => (
              <tr key={failure.id} data-testid="failed-email">
                <Cell>
                  <div className="max-w-[16rem] whitespace-normal break-words">
                    <div className="font-semibold text-slate-900">{failure.to}</div>
                    <div>{failure.subject}</div>
                    <div className="text-xs text-slate-500">
                      {KIND_LABELS[failure.kind] ?? failure.kind} · {formatDateTime(failure.failedAt)}
                    </div>
                  </div>
                </Cell>
                <Cell className="text-xs text-slate-700">
                  <div className="max-w-[14rem] whitespace-normal break-words">
                    {failure.lastError ?? '—'}
                    <div className="mt-1 text-slate-500">
                      {failure.attempts === 1 ? '1 attempt' : `${failure.attempts} attempts`}
                    </div>
                  </div>
                </Cell>
                <Cell>
                  {queued.has(failure.id) ? (
                    // Takes the focus the pressed button had, so the keyboard stays in the row.
                    <span
                      tabIndex={-1}
                      ref={failure.id === lastQueued ? queuedNote : undefined}
                      className="font-semibold text-emerald-800"
                    >
                      Queued for delivery
                    </span>
                  ) : (
                    <button
                      type="button"
                      disabled={busy !== null}
                      onClick={() => void retry(failure)}
                      aria-label={`Retry the message to ${failure.to}: ${failure.subject}`}
                      className="rounded-md border border-sky-300 px-3 py-1 font-semibold text-sky-800 hover:bg-sky-50 disabled:opacity-60"
                    >
                      {busy === failure.id ? 'Retrying…' : 'Retry'}
                    </button>
                  )}
                </Cell>
              </tr>
            ))}
          </DataTable>
          {list.total > shown.length && (
            <p className="text-sm text-slate-600">
              Showing the newest {shown.length} of {list.total} failed messages.
            </p>
          )}
        </>
      )}
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </section>
  );
}
