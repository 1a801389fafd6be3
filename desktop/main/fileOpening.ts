/**
 * Which files the app opens and how they reach the window: the file dialog, drops, "Open with",
 * command-line arguments, macOS open-file events and the recent-files list all pass through here, so a
 * file gets the same checks whichever way it came.
 */
import { basename, extname, resolve } from 'node:path';
import { MAX_UPLOAD_BYTES, UPLOAD_EXTENSIONS } from '../../shared/domain/index.ts';
import type { OpenedFile } from '../bridge.ts';

/** The uploader's formats plus web pages saved as HTML and meeting transcripts. */
export const OPENABLE_EXTENSIONS: readonly string[] = [...UPLOAD_EXTENSIONS, '.html', '.vtt', '.srt'];

export type FileOpenErrorKind = 'unsupported' | 'not_found' | 'not_a_file' | 'empty' | 'too_large';

/** A file the app will not open, with a message for the person who chose it. */
export class FileOpenError extends Error {
  constructor(
    readonly kind: FileOpenErrorKind,
    message: string,
  ) {
    super(message);
    this.name = 'FileOpenError';
  }
}

export function isOpenableFileName(path: string): boolean {
  return OPENABLE_EXTENSIONS.includes(extname(path).toLowerCase());
}

/** What the checks need from the file system. */
export interface FileStat {
  stat(path: string): Promise<{ isFile(): boolean; size: number }>;
}

/** Checks a path before anything reads it: known extension, a regular file, not empty, within the size limit. */
export async function checkOpenableFile(
  path: string,
  fs: FileStat,
  maxBytes: number = MAX_UPLOAD_BYTES,
): Promise<OpenedFile> {
  const name = basename(path);
  if (!isOpenableFileName(path)) {
    throw new FileOpenError(
      'unsupported',
      `${name} is not a supported document. Open ${OPENABLE_EXTENSIONS.join(', ')} files.`,
    );
  }
  let info: { isFile(): boolean; size: number };
  try {
    info = await fs.stat(path);
  } catch {
    throw new FileOpenError('not_found', `${name} could not be found. It may have been moved or deleted.`);
  }
  if (!info.isFile()) throw new FileOpenError('not_a_file', `${name} is a folder, not a document.`);
  if (info.size === 0) throw new FileOpenError('empty', `${name} is empty.`);
  if (info.size > maxBytes) {
    throw new FileOpenError(
      'too_large',
      `${name} is ${formatMegabytes(info.size)}; documents up to ${formatMegabytes(maxBytes)} can be summarized.`,
    );
  }
  return { path, name, size: info.size };
}

/**
 * Documents named on a command line ("Open with", a second launch, `summer report.pdf`). Flags,
 * the executable and the app's own script are skipped because they are not openable documents.
 */
export function documentsFromArgv(argv: readonly string[], cwd: string): string[] {
  return argv
    .slice(1)
    .filter((arg) => !arg.startsWith('-') && isOpenableFileName(arg))
    .map((arg) => resolve(cwd, arg));
}

function formatMegabytes(bytes: number): string {
  const megabytes = bytes / (1024 * 1024);
  return `${megabytes >= 10 ? Math.round(megabytes) : megabytes.toFixed(1)} MB`;
}

/** Files that arrive before the window can take them (a double-clicked document launching the app) wait here. */
export class FileInbox {
  private pending: OpenedFile[] = [];
  private deliver: ((file: OpenedFile) => void) | null = null;

  /** Hands the file to the window now, or as soon as it is ready. */
  push(file: OpenedFile): void {
    if (this.deliver) this.deliver(file);
    else this.pending.push(file);
  }

  /** The window is ready: flush what waited, then deliver directly. */
  connect(deliver: (file: OpenedFile) => void): void {
    this.deliver = deliver;
    const waiting = this.pending;
    this.pending = [];
    for (const file of waiting) deliver(file);
  }

  /** The window went away: queue again until the next one connects. */
  disconnect(): void {
    this.deliver = null;
  }
}
