import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TIMINGS } from '../../domain/index.ts';
import { toast, useToastStore } from './toastStore.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  useToastStore.getState().dismiss();
  vi.useRealTimers();
});

describe('toasts', () => {
  it('shows one toast at a time: a new one replaces the old', () => {
    toast({ title: 'First' });
    toast({ title: 'Second', variant: 'destructive' });
    expect(useToastStore.getState().current).toMatchObject({ title: 'Second', variant: 'destructive' });
  });

  it('hides a toast after the default duration, and not before', () => {
    toast({ title: 'Saved' });
    vi.advanceTimersByTime(TIMINGS.toastDuration - 1);
    expect(useToastStore.getState().current?.title).toBe('Saved');
    vi.advanceTimersByTime(1);
    expect(useToastStore.getState().current).toBeNull();
  });

  it('does not let the timer of a replaced toast hide its successor early', () => {
    toast({ title: 'Old' });
    vi.advanceTimersByTime(TIMINGS.toastDuration - 100);
    toast({ title: 'New' });
    vi.advanceTimersByTime(200);
    expect(useToastStore.getState().current?.title).toBe('New');
  });

  it('dismisses by id only the toast it names', () => {
    const first = toast({ title: 'First' });
    toast({ title: 'Second' });
    useToastStore.getState().dismiss(first);
    expect(useToastStore.getState().current?.title).toBe('Second');
  });
});
