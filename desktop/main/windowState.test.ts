import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { initialWindowState, type Rectangle, type TrackedWindow, WindowStateFile } from './windowState.ts';

const laptop: Rectangle = { x: 0, y: 0, width: 1440, height: 875 };
const monitorOnTheRight: Rectangle = { x: 1440, y: 0, width: 2560, height: 1415 };
const defaults = { width: 1200, height: 820 };

describe('where the window opens', () => {
  it('uses the default size the first time', () => {
    expect(initialWindowState(null, [laptop], defaults)).toEqual({
      width: 1200,
      height: 820,
      maximized: false,
    });
  });

  it('goes back to where it was when that display is still there', () => {
    const saved = { bounds: { x: 1700, y: 100, width: 1600, height: 1000 }, maximized: true };
    expect(initialWindowState(saved, [laptop, monitorOnTheRight], defaults)).toEqual({
      x: 1700,
      y: 100,
      width: 1600,
      height: 1000,
      maximized: true,
    });
  });

  it('opens centered, in a size that fits, when its display was unplugged', () => {
    const saved = { bounds: { x: 1700, y: 100, width: 1600, height: 1000 }, maximized: false };
    expect(initialWindowState(saved, [laptop], defaults)).toEqual({
      width: 1440,
      height: 875,
      maximized: false,
    });
  });

  it('does not restore a position whose title bar would be out of reach', () => {
    const aboveTheScreen = { bounds: { x: 100, y: -500, width: 800, height: 600 }, maximized: false };
    expect(initialWindowState(aboveTheScreen, [laptop], defaults)).toEqual({
      width: 800,
      height: 600,
      maximized: false,
    });
    const barelyOnScreen = { bounds: { x: 1400, y: 100, width: 800, height: 600 }, maximized: false };
    expect(initialWindowState(barelyOnScreen, [laptop], defaults).x).toBeUndefined();
  });
});

/** A window whose events the test fires, with timers the test runs by hand. */
function fakeWindow(bounds: Rectangle) {
  const listeners = new Map<string, (() => void)[]>();
  let maximized = false;
  const window: TrackedWindow = {
    on: (event, listener) => listeners.set(event, [...(listeners.get(event) ?? []), listener]),
    getNormalBounds: () => bounds,
    isMaximized: () => maximized,
  };
  return {
    window,
    fire: (event: string) => {
      for (const listener of listeners.get(event) ?? []) listener();
    },
    moveTo: (next: Rectangle) => {
      bounds = next;
    },
    maximize: () => {
      maximized = true;
    },
  };
}

function manualTimers() {
  let next = 1;
  const waiting = new Map<number, () => void>();
  return {
    timers: {
      setTimeout: (callback: () => void) => {
        waiting.set(next, callback);
        return next++;
      },
      clearTimeout: (handle: unknown) => {
        waiting.delete(handle as number);
      },
    },
    pending: () => waiting.size,
    runAll: () => {
      const callbacks = [...waiting.values()];
      waiting.clear();
      for (const callback of callbacks) callback();
    },
  };
}

describe('saving the window state', () => {
  let folder: string;
  let file: string;
  beforeEach(async () => {
    folder = await mkdtemp(join(tmpdir(), 'summer-window-'));
    file = join(folder, 'window-state.json');
  });
  afterEach(async () => {
    await rm(folder, { recursive: true, force: true });
  });

  it('writes once per pause while the user drags, with the last position', async () => {
    const clock = manualTimers();
    const state = new WindowStateFile(file, 400, clock.timers);
    const fake = fakeWindow({ x: 10, y: 10, width: 1000, height: 700 });
    state.track(fake.window);
    for (let step = 0; step < 30; step++) {
      fake.moveTo({ x: 10 + step, y: 10, width: 1000, height: 700 });
      fake.fire('move');
    }
    expect(clock.pending()).toBe(1);
    await expect(readFile(file, 'utf8')).rejects.toMatchObject({ code: 'ENOENT' });
    clock.runAll();
    await state.flushed();
    expect(await state.load()).toEqual({
      bounds: { x: 39, y: 10, width: 1000, height: 700 },
      maximized: false,
    });
  });

  it('saves at once when the window closes, including maximized', async () => {
    const clock = manualTimers();
    const state = new WindowStateFile(file, 400, clock.timers);
    const fake = fakeWindow({ x: 0, y: 0, width: 900, height: 600 });
    state.track(fake.window);
    fake.fire('resize');
    fake.maximize();
    fake.fire('close');
    expect(clock.pending()).toBe(0);
    await state.flushed();
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual({
      bounds: { x: 0, y: 0, width: 900, height: 600 },
      maximized: true,
    });
  });

  it('reads a damaged file as no saved state', async () => {
    await writeFile(file, '{"bounds": {"x": "left"}}');
    expect(await new WindowStateFile(file).load()).toBeNull();
    await writeFile(file, 'not json');
    expect(await new WindowStateFile(file).load()).toBeNull();
  });
});
