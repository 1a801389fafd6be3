/** Chinese, Japanese and Korean characters and full-width forms take two columns. */
const WIDE =
  /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/gu;

/**
 * How wide a line is set, in columns of a Latin letter: a Chinese or Japanese line says as much as one
 * twice its length in characters.
 */
export const textWidth = (line: string): number => line.length + (line.match(WIDE)?.length ?? 0);
