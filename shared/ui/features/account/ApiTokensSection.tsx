import { type FormEvent, useEffect, useId, useState } from 'react';
import type { ApiToken } from '../../../api/apiTokens.ts';
import { API_TOKEN_NAME_MAX_LENGTH } from '../../../domain/index.ts';
import { Dialog } from '../../dialog/Dialog.tsx';
import { describeFailure, endsSession } from '../../errors/describeError.ts';
import { toast } from '../../toast/toastStore.ts';
import { apiTokenCalls } from './apiTokenCalls.ts';

/** Where the API is described (shared/api's contract, served by the server). */
const OPENAPI_PATH = '/api/openapi.json';

const dateOf = (iso: string) => new Date(iso).toLocaleDateString('en-US', { dateStyle: 'medium' });

/**
 * /my-account's API Tokens: personal bearer tokens for scripts and other programs (the desktop app
 * signs in with the same kind). Make one with a name (shown once, to copy), see when each was made and
 * last used, revoke one. Links the OpenAPI document.
 */
export function ApiTokensSection() {
  const headingId = useId();
  const nameId = useId();
  const [tokens, setTokens] = useState<ApiToken[] | 'loading' | 'failed'>('loading');
  const [name, setName] = useState('');
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<{ name: string; token: string } | null>(null);
  const [revoking, setRevoking] = useState<ApiToken | null>(null);

  useEffect(() => {
    apiTokenCalls.list().then(
      (answer) => setTokens(answer.tokens),
      (error: unknown) => {
        if (!endsSession(error)) setTokens('failed');
      },
    );
  }, []);

  async function create(event: FormEvent) {
    event.preventDefault();
    const wanted = name.trim();
    if (!wanted) return;
    setCreating(true);
    try {
      const { token, ...made } = await apiTokenCalls.create(wanted);
      setTokens((list) => (Array.isArray(list) ? [made, ...list] : [made]));
      setCreated({ name: made.name, token });
      setName('');
    } catch (error) {
      if (!endsSession(error))
        toast({ title: 'Token not created', description: describeFailure(error), variant: 'destructive' });
    } finally {
      setCreating(false);
    }
  }

  async function revoke(token: ApiToken) {
    try {
      await apiTokenCalls.revoke(token.id);
      setTokens((list) => (Array.isArray(list) ? list.filter((item) => item.id !== token.id) : list));
      toast({ title: 'Token revoked', description: `“${token.name}” no longer works.` });
    } catch (error) {
      if (!endsSession(error))
        toast({ title: 'Token not revoked', description: describeFailure(error), variant: 'destructive' });
    }
    setRevoking(null);
  }

  async function copy(token: string) {
    try {
      await navigator.clipboard.writeText(token);
      toast({ title: 'Token copied' });
    } catch {
      toast({
        title: 'Could not copy',
        description: 'Select the token and copy it instead.',
        variant: 'destructive',
      });
    }
  }

  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-slate-200 p-6">
      <h2 id={headingId} className="text-lg font-bold text-slate-900">
        API Tokens
      </h2>
      <p className="mt-2 text-sm text-slate-600">
        Your scripts and programs can summarize documents with a token: send it as{' '}
        <code className="rounded bg-slate-100 px-1">Authorization: Bearer &lt;token&gt;</code>. The desktop
        app signs in with one too. All routes are described in the{' '}
        <a
          href={OPENAPI_PATH}
          target="_blank"
          rel="noopener"
          className="font-medium text-sky-700 underline hover:text-sky-900"
        >
          API reference (OpenAPI)
        </a>
        .
      </p>

      <form onSubmit={(event) => void create(event)} className="mt-4 flex flex-wrap items-end gap-2">
        <label htmlFor={nameId} className="flex min-w-48 flex-1 flex-col text-sm font-medium text-slate-800">
          Token name
          <input
            id={nameId}
            value={name}
            onChange={(event) => setName(event.target.value)}
            maxLength={API_TOKEN_NAME_MAX_LENGTH}
            placeholder="e.g. Nightly report script"
            className="mt-1 rounded-md border border-slate-300 px-3 py-2 font-normal"
          />
        </label>
        <button
          type="submit"
          disabled={creating || !name.trim()}
          className="rounded-md bg-sky-700 px-4 py-2 font-semibold text-white hover:bg-sky-800 disabled:opacity-60"
        >
          {creating ? 'Creating…' : 'Create Token'}
        </button>
      </form>

      {created && (
        <div role="status" className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm">
          <p className="font-semibold text-amber-950">
            Copy the token “{created.name}” now: it is not shown again.
          </p>
          <div className="mt-2 flex flex-wrap gap-2">
            <input
              readOnly
              aria-label="New API token"
              data-testid="new-api-token"
              value={created.token}
              onFocus={(event) => event.target.select()}
              className="min-w-0 flex-1 rounded-md border border-amber-300 bg-white px-3 py-2 font-mono text-xs"
            />
            <button
              type="button"
              onClick={() => void copy(created.token)}
              className="rounded-md border border-amber-400 bg-white px-3 py-2 font-medium text-amber-950"
            >
              Copy
            </button>
            <button
              type="button"
              onClick={() => setCreated(null)}
              className="rounded-md px-3 py-2 font-medium text-amber-950 underline"
            >
              Done
            </button>
          </div>
        </div>
      )}

      <div className="mt-4">
        {tokens === 'loading' && <p className="text-slate-500">Loading tokens…</p>}
        {tokens === 'failed' && (
          <p role="alert" className="text-red-700">
            Your tokens could not be loaded. Reload the page to try again.
          </p>
        )}
        {Array.isArray(tokens) && tokens.length === 0 && <p className="text-slate-600">No API tokens yet.</p>}
        {Array.isArray(tokens) && tokens.length > 0 && (
          <table className="w-full text-left text-sm" aria-label="Your API tokens">
            <thead className="text-slate-600">
              <tr>
                <th scope="col" className="py-2 font-medium">
                  Name
                </th>
                <th scope="col" className="py-2 font-medium">
                  Created
                </th>
                <th scope="col" className="py-2 font-medium">
                  Last used
                </th>
                <th scope="col" className="py-2">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {tokens.map((token) => (
                <tr key={token.id}>
                  <td className="py-2 pr-2 font-medium text-slate-900">{token.name}</td>
                  <td className="py-2 pr-2">{dateOf(token.createdAt)}</td>
                  <td className="py-2 pr-2">{token.lastUsedAt ? dateOf(token.lastUsedAt) : 'Never'}</td>
                  <td className="py-2 text-right">
                    <button
                      type="button"
                      onClick={() => setRevoking(token)}
                      aria-label={`Revoke ${token.name}`}
                      className="rounded-md border border-red-300 px-3 py-1 font-medium text-red-700 hover:bg-red-50"
                    >
                      Revoke
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>

      {revoking && (
        <Dialog title={`Revoke “${revoking.name}”?`} onClose={() => setRevoking(null)}>
          <p className="text-slate-700">
            Programs using this token are refused from now on. This cannot be undone; you can make a new token
            any time.
          </p>
          <div className="mt-5 flex justify-end gap-2">
            <button
              type="button"
              onClick={() => setRevoking(null)}
              className="rounded-md border border-slate-300 px-4 py-2"
            >
              Keep Token
            </button>
            <button
              type="button"
              onClick={() => void revoke(revoking)}
              className="rounded-md bg-red-700 px-4 py-2 font-semibold text-white"
            >
              Revoke Token
            </button>
          </div>
        </Dialog>
      )}
    </section>
  );
}
