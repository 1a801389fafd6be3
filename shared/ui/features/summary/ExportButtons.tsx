import { useState } from 'react';
import type { SummaryFileFormat } from '../../../domain/index.ts';
import { toast } from '../../toast/toastStore.ts';
import {
  EXPORT_FORMATS,
  isMissingGlyphs,
  type SummaryExportInput,
  summaryFile,
} from './export/summaryExport.ts';
import { downloadFile } from './summaryFile.ts';

/**
 * Downloads of a summary as text, Markdown, Word or PDF, each with the source passage of every cited
 * sentence (dashboard's Save dialog and the library). Word and PDF load their writers on first use.
 */
export function ExportButtons({
  summary,
  buttonClassName,
}: {
  summary: SummaryExportInput;
  buttonClassName: string;
}) {
  const [busy, setBusy] = useState<SummaryFileFormat | null>(null);

  async function download(format: SummaryFileFormat) {
    setBusy(format);
    try {
      const file = await summaryFile(format, summary);
      downloadFile(file.name, file.blob);
    } catch (error) {
      toast({
        title: 'Download failed',
        description: isMissingGlyphs(error)
          ? `The PDF's font has no letters for some of this summary (${error.characters.join(' ')}). Word (.docx), Markdown and text keep them.`
          : 'The file could not be made here. Check your connection and try again, or choose another format.',
        variant: 'destructive',
      });
    } finally {
      setBusy(null);
    }
  }

  return (
    <fieldset>
      <legend className="text-sm font-semibold text-slate-900">Download with sources</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {EXPORT_FORMATS.map(({ format, label }) => (
          <button
            key={format}
            type="button"
            disabled={busy !== null}
            aria-busy={busy === format}
            onClick={() => void download(format)}
            className={buttonClassName}
          >
            {busy === format ? `${label}…` : label}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
