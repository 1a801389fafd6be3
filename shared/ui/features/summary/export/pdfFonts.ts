// Roboto 2.137 (Apache-2.0, from the roboto-fontface package), carried inside this on-demand chunk so
// that a PDF is made without any request (the desktop renderer and an offline library included).
import boldWoff from 'roboto-fontface/fonts/roboto/Roboto-Bold.woff?inline';
import regularWoff from 'roboto-fontface/fonts/roboto/Roboto-Regular.woff?inline';
import type { PdfFonts } from './pdfFile.ts';
import { woffToSfnt } from './woffFont.ts';

function bytesOfDataUrl(url: string): Uint8Array {
  const binary = atob(url.slice(url.indexOf(',') + 1));
  return Uint8Array.from(binary, (character) => character.charCodeAt(0));
}

let fonts: PdfFonts | undefined;

export function pdfFonts(): PdfFonts {
  fonts ??= {
    regular: woffToSfnt(bytesOfDataUrl(regularWoff)),
    bold: woffToSfnt(bytesOfDataUrl(boldWoff)),
  };
  return fonts;
}
