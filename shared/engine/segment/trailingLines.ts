/**
 * Where the run of short lines that ends units [floor, end) starts: the signature under a letter's
 * close, the links that end a web page. No heading belongs to it, and it holds at most `maxLines` units
 * of at most `maxWords` words each.
 */
export function shortLinesBefore(
  units: readonly { kind: string; words: number }[],
  floor: number,
  end: number,
  maxLines: number,
  maxWords: number,
): number {
  let from = end;
  while (
    from > floor &&
    end - from < maxLines &&
    units[from - 1]!.kind !== 'heading' &&
    units[from - 1]!.words <= maxWords
  )
    from--;
  return from;
}
