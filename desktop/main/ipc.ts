/**
 * The main process's side of the bridge: one handler per call in bridge.ts, each refusing callers other
 * than the app's own page and checking every argument with zod before anything runs.
 */
import { isAbsolute } from 'node:path';
import { z } from 'zod';
import { idempotencyKeySchema } from '../../shared/api/summarize.ts';
import { SUMMARY_LEVELS, type SummaryLevel } from '../../shared/domain/index.ts';
import type { DesktopBridge, DesktopSession } from '../bridge.ts';
import { IPC } from '../ipcChannels.ts';

/** Longest text sent for summarizing: a 50 MB document's text fits with room to spare. */
export const MAX_TEXT_CHARS = 64 * 1024 * 1024;
const MAX_PATH_CHARS = 4096;

const level = z.union(SUMMARY_LEVELS.map((value) => z.literal(value))) as z.ZodType<SummaryLevel>;
const text = z.string().min(1).max(MAX_TEXT_CHARS);
const filePath = z
  .string()
  .min(1)
  .max(MAX_PATH_CHARS)
  .refine((value) => isAbsolute(value) && !value.includes('\0'), 'must be an absolute path');

/** Argument lists of every call, as tuples: the renderer's arguments arrive as an array. */
const ipcArguments = {
  appVersion: z.tuple([]),
  getSession: z.tuple([]),
  signIn: z.tuple([z.string().min(1).max(2048), z.email().max(320), z.string().min(1).max(1024)]),
  signOut: z.tuple([]),
  api: z.tuple([
    z.enum(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']),
    z.string().min(5).max(4096).startsWith('/api/'),
    z.unknown().optional(),
  ]),
  openFileDialog: z.tuple([]),
  extractFile: z.tuple([filePath]),
  // The optional last argument is the upload's idempotency key (one UUID per pending summary).
  summarize: z.tuple([text, z.string().max(255), level, idempotencyKeySchema.optional()]),
  summarizeLocally: z.tuple([text, level]),
  notify: z.tuple([z.string().min(1).max(200), z.string().max(1000)]),
  watchLibrary: z.tuple([z.boolean()]),
} as const;

/**
 * What each call does, provided by the app's composition root. The asynchronous calls are the bridge's
 * own signatures; the rest answer synchronously here and reach the page as promises.
 */
export interface DesktopHandlers
  extends Pick<
    DesktopBridge,
    'signIn' | 'signOut' | 'api' | 'openFileDialog' | 'extractFile' | 'summarize' | 'summarizeLocally'
  > {
  appVersion(): string;
  getSession(): DesktopSession;
  notify(title: string, body: string): void;
  /** The window starts or stops following the library's live changes (IPC.libraryChanged events). */
  watchLibrary(on: boolean): void;
}

/** Calls whose failures the UI shows: a refused argument comes back as a result, not an exception. */
const ANSWERS_WITH_RESULT = new Set<keyof DesktopHandlers>([
  'signIn',
  'api',
  'openFileDialog',
  'extractFile',
  'summarize',
  'summarizeLocally',
]);

export interface InvokeEvent {
  senderFrame: { url: string; parent: unknown } | null;
}

export interface IpcMainLike {
  handle(channel: string, listener: (event: InvokeEvent, ...args: unknown[]) => unknown): void;
}

class UntrustedSenderError extends Error {
  constructor() {
    super('Refused: this call is only answered for the app’s own page.');
    this.name = 'UntrustedSenderError';
  }
}

export function registerIpcHandlers(
  ipc: IpcMainLike,
  handlers: DesktopHandlers,
  isTrusted: (event: InvokeEvent) => boolean,
  log: (message: string) => void = () => {},
): void {
  for (const name of Object.keys(ipcArguments) as (keyof typeof ipcArguments)[]) {
    ipc.handle(IPC[name], async (event, ...args) => {
      if (!isTrusted(event)) {
        log(`Refused ${name} from ${event.senderFrame?.url ?? 'an unknown frame'}`);
        throw new UntrustedSenderError();
      }
      const parsed = ipcArguments[name].safeParse(args);
      if (!parsed.success) {
        const message = `Invalid arguments for ${name}: ${describeIssues(parsed.error)}`;
        if (ANSWERS_WITH_RESULT.has(name)) return { ok: false, code: 'invalid_argument', message };
        throw new Error(message);
      }
      const call = handlers[name] as (...values: unknown[]) => unknown;
      return call.apply(handlers, parsed.data as unknown[]);
    });
  }
}

function describeIssues(error: z.ZodError): string {
  return error.issues.map((issue) => `${issue.path.join('.') || 'arguments'} ${issue.message}`).join('; ');
}
