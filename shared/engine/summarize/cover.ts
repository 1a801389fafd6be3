import type { TextUnit } from '../segment/units.ts';

/**
 * The section cover of structured documents (contracts, reports, papers) at levels 3–5: each top-level
 * section first gets its best sentence, best sections first, so none is left out for a denser one. It
 * may use the whole budget, with the slack the fill allows past it (select.ts passes both as
 * `targetWords`): a contract's short Term ranks below its long Obligations' second sentence, yet a
 * reader of its in-depth summary looks for it first, and a newsletter's third story is worth the few
 * words past the target. The greedy fill (select.ts) comes after.
 */

/** What the cover needs of the selection under way (select.ts). */
export interface CoverState {
  units: readonly TextUnit[];
  scores: Float64Array;
  /** Units by score, best first. */
  order: readonly number[];
  chosen: Uint8Array;
  antecedent: Int32Array;
  follower: Int32Array;
  /** The words the cover may fill: the target and the slack past it. */
  targetWords: number;
  /** Units that state a decision (1; resolutions.ts): a part that holds one is covered by one. */
  decisions?: Uint8Array;
  withHeadings: boolean;
  /** Whether unit i says again what unit j says, and how far apart such repeats are looked for. */
  repeats: (i: number, j: number) => boolean;
  window: number;
  groupOf: (i: number) => number[] | undefined;
  groupCost: (group: readonly number[]) => number;
  isRedundant: (i: number) => boolean;
  take: (i: number, cost: number) => void;
  costOf: (i: number) => number;
}

/**
 * The top-level section each unit belongs to: sections under the document's highest heading level
 * (its title aside, when a single heading stands above all others), their subsections included.
 * Undefined when the document has fewer than two such sections.
 */
function topSectionsOf(units: readonly TextUnit[]): Int32Array | undefined {
  const levels = units.filter((u) => u.kind === 'heading').map((u) => u.level ?? 2);
  if (levels.length < 2) return undefined;
  let top = Math.min(...levels);
  if (levels.filter((l) => l === top).length === 1) {
    const below = levels.filter((l) => l > top);
    if (below.length === 0) return undefined;
    top = Math.min(...below);
  }
  if (levels.filter((l) => l === top).length < 2) return undefined;
  const out = new Int32Array(units.length).fill(-1);
  let current = -1;
  for (let i = 0; i < units.length; i++) {
    const u = units[i]!;
    if (u.kind === 'heading' && (u.level ?? 2) <= top) current = (u.level ?? 2) === top ? i : -1;
    out[i] = current;
  }
  return out;
}

/** An appendix's heading ("Appendix A: Method", "Anhang", "Annexe 2"): it supplements the body, which the cover is for. */
const APPENDIX_HEADING =
  /^(?:[\p{N}IVX.]+\s+)?(?:appendix|appendices|annex|annexes|annexe|anhang|anlage|anexo|apéndice|appendice|allegato|bijlage|załącznik|приложение)(?![\p{L}])/iu;

/** A section's sentence in the cover says at least this many words. */
const MIN_COVER_WORDS = 3;

/** Gives each top-level section its best sentence that fits (see above), marking them in `state.chosen`. */
export function coverSections(state: CoverState): void {
  const { units, scores, order, chosen, antecedent, follower, targetWords, withHeadings, repeats, window } =
    state;
  const { groupOf, groupCost, isRedundant, take, costOf } = state;
  const n = units.length;
  const topSection = topSectionsOf(units);
  if (!topSection) return;
  const saidBetterElsewhere = (i: number, section: number): boolean => {
    for (let j = Math.max(0, i - window); j < Math.min(n, i + window + 1); j++) {
      if (topSection[j] === section || chosen[j] || !(scores[j]! > scores[i]!)) continue;
      if (repeats(i, j)) return true;
    }
    return false;
  };
  // A part of minutes that decides something is covered by its decision, never by a shorter sentence
  // of procedure or discussion: what was decided is what the reader looks for there.
  const { decisions } = state;
  const deciding = new Set<number>();
  if (decisions)
    for (let i = 0; i < n; i++) if (decisions[i] === 1 && topSection[i]! >= 0) deciding.add(topSection[i]!);
  const coversIt = (i: number, section: number) => !deciding.has(section) || decisions![i] === 1;
  const covered = new Set<number>();
  let used = 0;
  // What each section's cheapest sentence that needs no other would cost. When those all fit, a
  // section's best sentence is taken only if it leaves room for theirs, and otherwise gives way to a
  // shorter one of its own: a long best sentence no longer crowds a later section out.
  const cheapest = new Map<number, number>();
  for (let i = 0; i < n; i++) {
    const section = topSection[i]!;
    const u = units[i]!;
    if (section < 0 || u.kind === 'heading' || u.words === 0 || !Number.isFinite(scores[i]!)) continue;
    if (antecedent[i]! >= 0 || follower[i]! >= 0 || APPENDIX_HEADING.test(units[section]!.text)) continue;
    if (!coversIt(i, section)) continue;
    const cost = u.words + (withHeadings ? units[section]!.words : 0);
    cheapest.set(section, Math.min(cheapest.get(section) ?? cost, cost));
  }
  // The opening under the title, taken first when it is the best unit, is paid for too.
  const first = order[0];
  let reserve = first !== undefined && topSection[first]! < 0 ? units[first]!.words : 0;
  for (const cost of cheapest.values()) reserve += cost;
  if (reserve > targetWords) {
    cheapest.clear();
    reserve = 0;
  }
  for (const i of order) {
    const section = topSection[i]!;
    // The text before the first section (a report's opening under its title) is no section to cover,
    // but the document's best unit there comes first, as the greedy fill would have taken it.
    if ((section < 0 && i !== order[0]) || covered.has(section) || chosen[i]) continue;
    if (section >= 0 && APPENDIX_HEADING.test(units[section]!.text)) continue;
    // A word or two ("See above.") is no part's point, though it may be all a part has left.
    if (units[i]!.kind === 'heading' || units[i]!.words < MIN_COVER_WORDS || !coversIt(i, section)) continue;
    // A sentence that cannot stand alone or be joined to its antecedent leaves the section to the next,
    // and so does one that a better-ranked sentence of another part says again (an executive summary's
    // figure, repeated under Findings): the fill takes that one, and the section gets its next best. So
    // does one the summary already says (notes' action item "John: fix the sync-queue crash", after
    // "John thinks the crash is in the sync queue" from the discussion).
    const group = groupOf(i);
    if (!group || saidBetterElsewhere(i, section) || isRedundant(i)) continue;
    const cost = groupCost(group);
    const held = section < 0 ? (i === first ? units[i]!.words : 0) : (cheapest.get(section) ?? 0);
    if (used + cost + reserve - held > targetWords && cheapest.has(section)) continue;
    covered.add(section);
    reserve -= held;
    if (used + cost > targetWords) continue;
    used += cost;
    for (const g of group) take(g, costOf(g));
  }
}
