import type { InputHTMLAttributes, RefObject } from 'react';
import { UPLOAD_EXTENSIONS } from '../../domain/index.ts';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'accept' | 'onChange' | 'ref'> & {
  inputRef: RefObject<HTMLInputElement | null>;
  /** The chosen file (the first, when several were picked). */
  onFile(file: File): void;
};

/**
 * The file picker behind a "Select File" button: hidden, taking the formats we read, and cleared after
 * each choice so choosing the same file again still counts as a choice.
 */
export function HiddenFileInput({ inputRef, onFile, ...rest }: Props) {
  return (
    <input
      {...rest}
      ref={inputRef}
      type="file"
      accept={UPLOAD_EXTENSIONS.join(',')}
      className="sr-only"
      tabIndex={-1}
      onChange={(event) => {
        const chosen = event.target.files?.[0];
        if (chosen) onFile(chosen);
        event.target.value = '';
      }}
    />
  );
}
