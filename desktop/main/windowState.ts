/**
 * Remembers the window's size, position and maximized state between launches (JSON in the user-data
 * folder), and puts it back only where it can still be seen: a window saved on a monitor that has since
 * been unplugged opens centered on the remaining ones instead of off-screen.
 */
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { z } from 'zod';

export interface Rectangle {
  x: number;
  y: number;
  width: number;
  height: number;
}

const savedStateSchema = z.object({
  bounds: z.object({
    x: z.number().int(),
    y: z.number().int(),
    width: z.number().int().positive(),
    height: z.number().int().positive(),
  }),
  maximized: z.boolean(),
});
export type SavedWindowState = z.infer<typeof savedStateSchema>;

/** Where the new window goes: position only when it is on a display, always a size that fits one. */
export interface InitialWindowState {
  x?: number;
  y?: number;
  width: number;
  height: number;
  maximized: boolean;
}

/** How much of the window's top edge must be on a display for the user to grab and move it. */
const MIN_VISIBLE_WIDTH = 100;
const MIN_VISIBLE_HEIGHT = 40;

/** Decides where to open the window, from what was saved and the displays there are now (their work areas). */
export function initialWindowState(
  saved: SavedWindowState | null,
  displays: readonly Rectangle[],
  defaults: { width: number; height: number },
): InitialWindowState {
  if (!saved) return { ...defaults, maximized: false };
  const largest = displays.reduce<Rectangle | null>(
    (best, display) => (!best || display.width * display.height > best.width * best.height ? display : best),
    null,
  );
  const width = largest ? Math.min(saved.bounds.width, largest.width) : saved.bounds.width;
  const height = largest ? Math.min(saved.bounds.height, largest.height) : saved.bounds.height;
  const titleBar: Rectangle = { x: saved.bounds.x, y: saved.bounds.y, width, height: MIN_VISIBLE_HEIGHT };
  const reachable = displays.some((display) => {
    const overlap = intersection(titleBar, display);
    return (
      overlap !== null &&
      overlap.width >= Math.min(MIN_VISIBLE_WIDTH, width) &&
      overlap.height >= MIN_VISIBLE_HEIGHT
    );
  });
  return reachable
    ? { x: saved.bounds.x, y: saved.bounds.y, width, height, maximized: saved.maximized }
    : { width, height, maximized: saved.maximized };
}

function intersection(a: Rectangle, b: Rectangle): Rectangle | null {
  const x = Math.max(a.x, b.x);
  const y = Math.max(a.y, b.y);
  const right = Math.min(a.x + a.width, b.x + b.width);
  const bottom = Math.min(a.y + a.height, b.y + b.height);
  return right > x && bottom > y ? { x, y, width: right - x, height: bottom - y } : null;
}

/** The slice of BrowserWindow that is watched. */
export interface TrackedWindow {
  on(event: 'resize' | 'move' | 'maximize' | 'unmaximize' | 'close', listener: () => void): unknown;
  /** The bounds the window has when not maximized or full screen. */
  getNormalBounds(): Rectangle;
  isMaximized(): boolean;
}

export interface WindowStateTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export class WindowStateFile {
  private pending: unknown = null;
  private writing: Promise<void> = Promise.resolve();

  constructor(
    private readonly file: string,
    private readonly debounceMs = 400,
    private readonly timers: WindowStateTimers = {
      setTimeout: (callback, ms) => setTimeout(callback, ms),
      clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
    },
    private readonly log: (message: string) => void = () => {},
  ) {}

  /** The saved state, or null when there is none or it is damaged. */
  async load(): Promise<SavedWindowState | null> {
    try {
      const parsed = savedStateSchema.safeParse(JSON.parse(await readFile(this.file, 'utf8')));
      return parsed.success ? parsed.data : null;
    } catch {
      return null;
    }
  }

  /**
   * Saves while the user moves and resizes, at most once per pause (drags fire dozens of events a
   * second), and at once when the window closes.
   */
  track(window: TrackedWindow): void {
    const snapshot = (): SavedWindowState => ({
      bounds: roundRectangle(window.getNormalBounds()),
      maximized: window.isMaximized(),
    });
    const schedule = () => {
      if (this.pending !== null) this.timers.clearTimeout(this.pending);
      this.pending = this.timers.setTimeout(() => {
        this.pending = null;
        void this.save(snapshot());
      }, this.debounceMs);
    };
    for (const event of ['resize', 'move', 'maximize', 'unmaximize'] as const) window.on(event, schedule);
    window.on('close', () => {
      if (this.pending !== null) this.timers.clearTimeout(this.pending);
      this.pending = null;
      void this.save(snapshot());
    });
  }

  /** Writes are queued so an older state never lands after a newer one. */
  save(state: SavedWindowState): Promise<void> {
    this.writing = this.writing.then(async () => {
      try {
        await mkdir(dirname(this.file), { recursive: true });
        const temporary = `${this.file}.tmp`;
        await writeFile(temporary, JSON.stringify(state));
        await rename(temporary, this.file);
      } catch (error) {
        this.log(`Window position could not be saved: ${String(error)}`);
      }
    });
    return this.writing;
  }

  /** Resolves when every queued write is on disk. */
  flushed(): Promise<void> {
    return this.writing;
  }
}

function roundRectangle(rectangle: Rectangle): Rectangle {
  return {
    x: Math.round(rectangle.x),
    y: Math.round(rectangle.y),
    width: Math.round(rectangle.width),
    height: Math.round(rectangle.height),
  };
}
