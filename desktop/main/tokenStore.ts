/**
 * Keeps the signed-in session (server, email, bearer token) between launches, encrypted with the
 * operating system's key store through Electron's safeStorage. Where no real encryption is available
 * the token is kept in memory only — the user signs in again next launch — rather than written to
 * disk in a form anyone who can read the file could use.
 */
import { chmod, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { z } from 'zod';

/** The slice of Electron's safeStorage used here. */
export interface SafeStorageLike {
  isEncryptionAvailable(): boolean;
  encryptString(plainText: string): Buffer;
  decryptString(encrypted: Buffer): string;
  /** Linux only: 'basic_text' means a hard-coded key, which is no protection. */
  getSelectedStorageBackend?(): string;
}

const storedSessionSchema = z.object({
  serverUrl: z.string().url(),
  email: z.string().min(1),
  token: z.string().min(1),
});
export type StoredSession = z.infer<typeof storedSessionSchema>;

export type TokenStorage = { storage: 'encrypted' | 'memory' | 'none'; note: string | null };

export class TokenStore {
  private session: StoredSession | null = null;
  private where: TokenStorage = { storage: 'none', note: null };

  constructor(
    /** The encrypted file, in the user-data folder. */
    private readonly file: string,
    private readonly safeStorage: SafeStorageLike,
    private readonly log: (message: string) => void = () => {},
  ) {}

  /** Why the token cannot be written to disk, or null when it can. */
  encryptionProblem(): string | null {
    if (!this.safeStorage.isEncryptionAvailable()) {
      return 'This computer offers no encrypted storage, so you will be asked to sign in again next time.';
    }
    if (this.safeStorage.getSelectedStorageBackend?.() === 'basic_text') {
      return 'No keyring (such as GNOME Keyring or KWallet) is available, so you will be asked to sign in again next time.';
    }
    return null;
  }

  /** Reads the saved session at start-up. An unreadable file is forgotten, never fatal. */
  async load(): Promise<StoredSession | null> {
    let encrypted: Buffer;
    try {
      encrypted = await readFile(this.file);
    } catch {
      return this.current();
    }
    if (this.encryptionProblem()) return this.current();
    try {
      const parsed = storedSessionSchema.safeParse(JSON.parse(this.safeStorage.decryptString(encrypted)));
      if (parsed.success) {
        this.session = parsed.data;
        this.where = { storage: 'encrypted', note: null };
      } else {
        await this.deleteFile();
      }
    } catch (error) {
      // A key-store change (new user profile, reset keyring) makes old files undecryptable.
      this.log(`Saved sign-in could not be decrypted and was discarded: ${String(error)}`);
      await this.deleteFile();
    }
    return this.current();
  }

  current(): StoredSession | null {
    return this.session ? { ...this.session } : null;
  }

  storage(): TokenStorage {
    return { ...this.where };
  }

  /** Keeps the session: encrypted on disk when possible, otherwise in memory with the reason. */
  async save(session: StoredSession): Promise<TokenStorage> {
    const valid = storedSessionSchema.parse(session);
    this.session = valid;
    const problem = this.encryptionProblem();
    if (problem) {
      await this.deleteFile();
      this.where = { storage: 'memory', note: problem };
      return this.storage();
    }
    await mkdir(dirname(this.file), { recursive: true });
    const temporary = `${this.file}.tmp`;
    await writeFile(temporary, this.safeStorage.encryptString(JSON.stringify(valid)), { mode: 0o600 });
    await chmod(temporary, 0o600);
    await rename(temporary, this.file);
    this.where = { storage: 'encrypted', note: null };
    return this.storage();
  }

  /** Forgets the session in memory and on disk. */
  async clear(): Promise<void> {
    this.session = null;
    this.where = { storage: 'none', note: null };
    await this.deleteFile();
  }

  private async deleteFile(): Promise<void> {
    await rm(this.file, { force: true });
  }
}
