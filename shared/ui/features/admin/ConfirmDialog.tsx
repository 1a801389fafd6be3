import type { ReactNode } from 'react';
import { Dialog } from '../../dialog/Dialog.tsx';

/** SPEC's confirm dialogs of the admin area: say what will happen, then Cancel or do it. */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  destructive = false,
  busy,
  onConfirm,
  onCancel,
}: {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  destructive?: boolean;
  busy: boolean;
  onConfirm(): void;
  onCancel(): void;
}) {
  return (
    <Dialog title={title} onClose={busy ? () => {} : onCancel}>
      <div className="space-y-2 break-words text-slate-700">{children}</div>
      <div className="mt-6 flex justify-end gap-2">
        <button
          type="button"
          onClick={onCancel}
          disabled={busy}
          className="rounded-md border border-slate-300 px-4 py-2 font-semibold hover:bg-slate-50 disabled:opacity-50"
        >
          Cancel
        </button>
        <button
          type="button"
          onClick={onConfirm}
          disabled={busy}
          className={`rounded-md px-4 py-2 font-semibold text-white disabled:opacity-50 ${
            destructive ? 'bg-red-700 hover:bg-red-800' : 'bg-sky-700 hover:bg-sky-800'
          }`}
        >
          {busy ? 'Working…' : confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}
