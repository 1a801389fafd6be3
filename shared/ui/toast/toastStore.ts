import { create } from 'zustand';
import { TIMINGS } from '../../domain/index.ts';

export interface ToastInput {
  title: string;
  description?: string;
  /** Errors the user must notice: shown in red and announced assertively. */
  variant?: 'default' | 'destructive';
  /** How long the toast stays, in milliseconds. */
  duration?: number;
}

interface Toast extends Required<Omit<ToastInput, 'description'>> {
  id: number;
  description?: string;
}

interface ToastState {
  /** The toast on screen; one at a time, a new one replaces the old. */
  current: Toast | null;
  show(input: ToastInput): number;
  dismiss(id?: number): void;
}

let nextId = 1;
let hideTimer: ReturnType<typeof setTimeout> | undefined;

export const useToastStore = create<ToastState>((set, get) => ({
  current: null,
  show(input) {
    const toast: Toast = {
      id: nextId++,
      title: input.title,
      description: input.description,
      variant: input.variant ?? 'default',
      duration: input.duration ?? TIMINGS.toastDuration,
    };
    clearTimeout(hideTimer);
    set({ current: toast });
    if (Number.isFinite(toast.duration)) {
      hideTimer = setTimeout(() => get().dismiss(toast.id), toast.duration);
    }
    return toast.id;
  },
  dismiss(id) {
    const current = get().current;
    if (!current || (id !== undefined && current.id !== id)) return;
    clearTimeout(hideTimer);
    set({ current: null });
  },
}));

/** Shows a toast from anywhere (event handlers, stores); returns its id. */
export function toast(input: ToastInput): number {
  return useToastStore.getState().show(input);
}
