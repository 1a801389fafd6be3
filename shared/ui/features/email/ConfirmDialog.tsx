import { Dialog } from '../../dialog/Dialog.tsx';

/** SPEC: sending email needs a confirm dialog. */
export function ConfirmDialog({
  title,
  message,
  confirmLabel,
  onConfirm,
  onCancel,
}: {
  title: string;
  message: string;
  confirmLabel: string;
  onConfirm(): void;
  onCancel(): void;
}) {
  return (
    <Dialog title={title} onClose={onCancel} className="max-w-md">
      <p className="text-slate-700">{message}</p>
      <div className="mt-6 flex justify-end gap-3">
        <button
          type="button"
          onClick={onCancel}
          className="rounded-md border border-slate-300 px-4 py-2 font-semibold text-slate-700 hover:bg-slate-50"
        >
          Cancel
        </button>
        <button
          type="button"
          onClick={onConfirm}
          className="rounded-md bg-sky-700 px-4 py-2 font-semibold text-white hover:bg-sky-800"
        >
          {confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}
