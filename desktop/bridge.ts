/**
 * What the preload script exposes to the renderer as `window.summerDesktop`: the whole platform layer
 * the shared UI may use on the desktop. The renderer never sees the bearer token, a file's bytes or
 * Node.js; it asks the main process, which checks every argument and who is asking.
 *
 * Calls that can fail for reasons a user should read (a file too large, a wrong password, no
 * connection) answer a DesktopResult instead of throwing, so the UI can show `message` as it is and
 * branch on `code`.
 */
import type { UploadResult } from '../shared/api/summarize.ts';
import type { SummaryLevel } from '../shared/domain/index.ts';
import type { DocumentFormat, SummaryResult } from '../shared/engine/types.ts';

export type DesktopErrorCode =
  /** The call's arguments were refused (wrong type, too long, not an allowed value). */
  | 'invalid_argument'
  /** The file is not one the app opens, is missing, empty, a folder or over the size limit. */
  | 'unsupported'
  | 'not_found'
  | 'not_a_file'
  | 'empty'
  | 'too_large'
  /** The engine could not read the document. */
  | 'encrypted'
  | 'image_only'
  | 'corrupt'
  /** The engine took longer than the app allows and was stopped. */
  | 'timeout'
  /** The server could not be reached. */
  | 'offline'
  | 'invalid_server_url'
  /** Email and password were not accepted. */
  | 'invalid_credentials'
  /** The call needs a signed-in account. */
  | 'signed_out'
  /** The server answered with an error the UI should show (`message` carries its text). */
  | 'server_error'
  | 'internal';

export type DesktopResult<T> =
  | { ok: true; value: T }
  | {
      ok: false;
      code: DesktopErrorCode;
      message: string;
      /** With `server_error`: the server's status and body, for the UI to act on (e.g. buy an XL credit). */
      status?: number;
      body?: string;
    };

/** A document on this computer that passed the checks (known extension, a file, within the size limit). */
export interface OpenedFile {
  path: string;
  /** File name shown to the user. */
  name: string;
  /** Size in bytes. */
  size: number;
}

/** A document's text, extracted on this computer. */
export interface ExtractedFile extends OpenedFile {
  text: string;
  format: DocumentFormat;
  wordCount: number;
  isTranscript: boolean;
  pages?: number;
  title?: string;
  /** Things the user should know that did not stop extraction. */
  warnings: string[];
}

export interface DesktopSession {
  signedIn: boolean;
  /** The server this app talks to (the last one signed in to, or the configured default). */
  serverUrl: string;
  email: string | null;
  /**
   * Where the sign-in is kept: `encrypted` on disk with the operating system's key store, `memory`
   * only until the app quits (encryption unavailable; `storageNote` says why), `none` when signed out.
   */
  storage: 'encrypted' | 'memory' | 'none';
  storageNote: string | null;
}

export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A server answer, passed through as it came (any status), for the UI's API client. */
export interface ApiResponse {
  status: number;
  statusText: string;
  contentType: string | null;
  body: string;
}

/** A summary made by the server, or on this computer when the server could not be reached. */
export type DesktopSummary =
  | {
      source: 'server';
      /** The server's document id. */
      id: string;
      /** The summary as Markdown. */
      summary: string;
      /** The server's statistics, as /api/upload-text answers them. */
      stats: Record<string, unknown>;
      /** The whole answer of /api/upload-text, as the web's upload answers it (result view, sources). */
      result: UploadResult;
    }
  | {
      source: 'device';
      /** Why the device summarized: the server was unreachable. */
      reason: 'offline';
      summary: string;
      result: SummaryResult;
    };

/** A stage of a summary in progress, as it happens: upload, analyze, summarize, complete (or error). */
export interface SummaryProgress {
  stage: 'upload' | 'analyze' | 'summarize' | 'complete' | 'error';
  /** Where the work happens: the server, or this computer when offline. */
  source: 'server' | 'device';
  /** Known from the analyze stage on (server). */
  wordCount?: number;
  /** With stage 'error'. */
  message?: string;
}

/**
 * Menu items whose action belongs to the UI. `signed-out`: File > Sign Out already signed out (token
 * revoked and forgotten); the UI shows its signed-out state.
 */
export type MenuCommand = 'new-summary' | 'show-library' | 'show-account' | 'signed-out';

export interface DesktopBridge {
  /** The operating system: 'darwin', 'win32' or 'linux'. */
  readonly platform: string;
  /** The app's version, e.g. "0.1.0". */
  appVersion(): Promise<string>;

  /** Who is signed in, to which server, and how the sign-in is kept. Never the token. */
  getSession(): Promise<DesktopSession>;
  /** Signs in to `serverUrl` (http or https) and keeps the token in the main process. */
  signIn(serverUrl: string, email: string, password: string): Promise<DesktopResult<DesktopSession>>;
  /** Revokes the token on the server when it can be reached, and always forgets it on this computer. */
  signOut(): Promise<DesktopSession>;
  /**
   * One call to the signed-in server's API (`path` starts with /api/), made by the main process with
   * the bearer token. Any HTTP status is an ok result; only an unreachable server is `offline`.
   * `createBridgeFetch` (desktop/renderer/bridgeFetch.ts) adapts it to `createApiClient({ fetch })`.
   */
  api(method: ApiMethod, path: string, body?: unknown): Promise<DesktopResult<ApiResponse>>;

  /** The system's open dialog, filtered to the supported documents; null when cancelled. */
  openFileDialog(): Promise<DesktopResult<OpenedFile | null>>;
  /** The path on disk of a file dropped onto the window; '' for something that is not a file on disk. */
  pathForDroppedFile(file: File): string;
  /** Reads the file and extracts its text on this computer (off the main thread, with a time limit). */
  extractFile(path: string): Promise<DesktopResult<ExtractedFile>>;
  /**
   * Summarizes with the signed-in server (only the text is sent, via /api/upload-text); when the server
   * cannot be reached, summarizes on this computer instead. `signed_out` when nobody is signed in.
   * `requestId` (a UUID) goes as the upload's Idempotency-Key: sends of one pending summary share it,
   * so the server makes and charges it once (410 when that summary was deleted since).
   */
  summarize(
    text: string,
    filename: string,
    level: SummaryLevel,
    requestId?: string,
  ): Promise<DesktopResult<DesktopSummary>>;
  /** Stages of the summary `summarize()` is working on, as they happen. Returns an unsubscribe. */
  onSummaryProgress(callback: (progress: SummaryProgress) => void): () => void;
  /** Summarizes on this computer with the local engine, no network. */
  summarizeLocally(text: string, level: SummaryLevel): Promise<DesktopResult<SummaryResult>>;

  /** Documents opened outside the page: File > Open, Open Recent, "Open with", a second launch. Returns an unsubscribe. */
  onFileOpened(callback: (file: OpenedFile) => void): () => void;
  /** Menu items the UI acts on. Returns an unsubscribe. */
  onMenuCommand(callback: (command: MenuCommand) => void): () => void;
  /** A system notification (e.g. a summary finished while the user was elsewhere). */
  notify(title: string, body: string): Promise<void>;

  /**
   * The signed-in server's library changed (or its live stream reconnected): the library pulls through
   * `api`. The main process keeps the server's event stream open, with the token, only while at least
   * one callback is subscribed. Returns an unsubscribe.
   */
  onLibraryChange(callback: () => void): () => void;
}
