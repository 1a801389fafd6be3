import type { TextUnit } from '../segment/units.ts';
import { cosine, type SparseVector } from '../segment/vectors.ts';
import { followersOf } from './announcements.ts';
import { antecedentsOf, pastUnsaid } from './cohesion.ts';
import { coverSections } from './cover.ts';
import { questionTitleOf, titleOf } from './opening.ts';
import { type TranscriptCue, transcriptCue } from './transcript.ts';

export interface Selection {
  /** Chosen units for the body of the summary, in document order. */
  body: number[];
  /** Transcript decisions and action items, in document order (not repeated in the body). */
  decisions: number[];
  actions: number[];
}

export interface SelectOptions {
  targetWords: number;
  /** How far past the target the summary may go, in words. */
  slackWords: number;
  /** Open with the document's title when it is a question (level 1, whose summary has no headings). */
  withQuestionTitle?: boolean;
  /** Count the words of section headings a unit brings into the summary. */
  withHeadings: boolean;
  isTranscript: boolean;
  /** ISO 639-1 code: which openings point back to the sentence before (see cohesion.ts). */
  language: string;
  /** Give every top-level section of a document with headings its best sentence first (levels 3–5). */
  coverSections?: boolean;
  /** What minutes, a resolution or a ruling decide (resolutions.ts): the cover's choice where a part holds it. */
  decisions?: Uint8Array;
  /**
   * Below this many words the summary is as short as the level below's (the top of that level's range):
   * only then may the rebuild give up a unit ranked as high as the one it is rebuilt around.
   */
  minWords?: number;
}

/** Units closer than this to an already chosen neighbour say the same thing again. */
const REDUNDANCY = 0.5;
/** Neighbours (by position) checked for redundancy: repeats are mostly local; bounded for linear cost. */
const REDUNDANCY_WINDOW = 40;
/** Share of the budget the transcript's decisions and action items may take. */
const TRANSCRIPT_LIST_SHARE = 0.5;
const MAX_DECISIONS = 6;
const MAX_ACTIONS = 8;
/** How many sentences back a unit that opens mid-thought may bring in ("It …" after "This …" after …). */
const MAX_ANTECEDENTS = 2;
/** Best-ranked units searched for decisions and action items. */
const CUE_SCAN_LIMIT = 3000;

/** What makes two units the same text for a summary: letters and digits, case aside. */
export function normalizedKey(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * Picks units by score until the word budget is met: skips units that would overshoot it, units that
 * repeat a chosen neighbour, and exact repeats anywhere. Headings are paid for when a section first
 * appears, so the achieved length is the length the reader sees.
 */
export function selectUnits(
  units: readonly TextUnit[],
  vectors: readonly SparseVector[],
  scores: Float64Array,
  options: SelectOptions,
): Selection {
  const n = units.length;
  const chosen = new Uint8Array(n);
  const sectionHeading = new Map<number, number>();
  for (let i = 0; i < n; i++) if (units[i]!.kind === 'heading') sectionHeading.set(units[i]!.section, i);
  const openedSections = new Set<number>();
  /** Where each chosen text stands (a document that repeats itself holds several copies of some). */
  const chosenAt = new Map<string, number>();
  let total = 0;
  const { targetWords, slackWords } = options;

  const costOf = (i: number): number => {
    const u = units[i]!;
    let cost = u.words;
    if (options.withHeadings && !openedSections.has(u.section)) {
      const h = sectionHeading.get(u.section);
      if (h !== undefined) cost += units[h]!.words;
    }
    return cost;
  };
  /** Words of units taken together (a section's heading paid once). */
  const groupCost = (group: readonly number[]): number => {
    let cost = 0;
    const sections = new Set<number>();
    for (const g of group) {
      cost += units[g]!.words;
      const section = units[g]!.section;
      if (options.withHeadings && !openedSections.has(section) && !sections.has(section)) {
        const h = sectionHeading.get(section);
        if (h !== undefined) cost += units[h]!.words;
      }
      sections.add(section);
    }
    return cost;
  };
  // A summary with its sections opens with the document's title, paid for first; a level-1 summary
  // opens with a title that asks the text's question.
  const title = options.withHeadings
    ? titleOf(units)
    : options.withQuestionTitle
      ? questionTitleOf(units)
      : undefined;
  if (title) {
    openedSections.add(title.section);
    total += title.words;
  }
  const isRedundant = (i: number): boolean => {
    const key = normalizedKey(units[i]!.text);
    if (chosenAt.has(key)) return true;
    for (let j = Math.max(0, i - REDUNDANCY_WINDOW); j < Math.min(n, i + REDUNDANCY_WINDOW + 1); j++) {
      if (chosen[j] && cosine(vectors[i]!, vectors[j]!) > REDUNDANCY) return true;
    }
    return false;
  };
  const antecedent = pastUnsaid(antecedentsOf(units, options.language, options.decisions), units, scores);
  const follower = followersOf(units, options.language);
  /**
   * A unit with the units it needs that are not chosen yet, in document order: the sentences it points
   * back to ("But …", "This …") and the one it announces ("Two risks need attention." needs its "First,
   * …"), and theirs in turn. Undefined when one of them repeats a chosen unit or has no words, or the
   * group would grow past MAX_ANTECEDENTS + 1 units (a chain that long still opens or ends mid-thought).
   */
  /** A transcript's decisions and action items, listed apart from the summary's paragraphs. */
  const decisions: number[] = [];
  const actions: number[] = [];
  const listed = (i: number) => decisions.includes(i) || actions.includes(i);
  const groupOf = (i: number): number[] | undefined => {
    const group = [i];
    for (let k = 0; k < group.length; k++) {
      for (const d of [antecedent[group[k]!]!, follower[group[k]!]!]) {
        if (d < 0 || group.includes(d)) continue;
        // A "So …" after a listed decision would stand in the summary away from it.
        if (listed(d)) return undefined;
        if (chosen[d]) continue;
        // Code is never said, and a line of symbols carries no words: what needs them cannot be said.
        if (group.length > MAX_ANTECEDENTS || units[d]!.words === 0 || units[d]!.code || isRedundant(d))
          return undefined;
        group.push(d);
      }
    }
    return group.sort((a, b) => a - b);
  };
  /** Whether what a unit announces is in the summary, or it announces nothing. */
  const followUpSaid = (i: number): boolean => follower[i]! < 0 || chosen[follower[i]!] === 1;
  /** Whether a unit may be taken on its own: it neither points back to nor announces a sentence left out. */
  const standsAlone = (i: number): boolean =>
    (antecedent[i]! < 0 || (chosen[antecedent[i]!] === 1 && !listed(antecedent[i]!))) && followUpSaid(i);
  /**
   * In a document that repeats itself, a sentence the summary says once is not left out where its
   * copies stand ("This is text." ten times, then "This is a word document …"). Turns of a transcript
   * are left aside: their repeats are "Yeah." and "Mm-hmm.", which carry nothing a "So …" needs.
   */
  const saidElsewhere = (i: number): boolean => {
    const a = antecedent[i]!;
    return (
      a >= 0 &&
      followUpSaid(i) &&
      units[a]!.speaker === undefined &&
      chosenAt.has(normalizedKey(units[a]!.text))
    );
  };
  /** A group's value: its units' scores weighted by their words, so a weak antecedent drags it down. */
  const groupScore = (group: readonly number[]): number => {
    let sum = 0;
    let words = 0;
    for (const g of group) {
      sum += scores[g]! * Math.max(1, units[g]!.words);
      words += Math.max(1, units[g]!.words);
    }
    return sum / words;
  };
  const take = (i: number, cost: number) => {
    chosen[i] = 1;
    total += cost;
    openedSections.add(units[i]!.section);
    chosenAt.set(normalizedKey(units[i]!.text), i);
  };

  // A table's first row names its columns: it comes with a row of its table, never alone.
  const columnNames = new Uint8Array(n);
  for (let i = 0; i < n; i++)
    if (units[i]!.kind === 'row' && antecedent[i]! >= 0) columnNames[antecedent[i]!] = 1;
  const order = Array.from({ length: n }, (_, i) => i)
    .filter((i) => Number.isFinite(scores[i]!) && units[i]!.words > 0 && !columnNames[i])
    .sort((a, b) => scores[b]! - scores[a]! || a - b);

  if (options.isTranscript) {
    const listBudget = targetWords * TRANSCRIPT_LIST_SHARE;
    let used = 0;
    // Cue phrases are looked for among the best-ranked units only: lists are short, so the scan is bounded.
    const cued: { i: number; cue: TranscriptCue }[] = [];
    for (let k = 0; k < order.length && k < CUE_SCAN_LIMIT; k++) {
      const i = order[k]!;
      // A list item stands alone: one that points back to a turn left out ("So we decided …") waits.
      if (units[i]!.words < 5 || !standsAlone(i)) continue;
      const cue = transcriptCue(units[i]!.text);
      if (cue) cued.push({ i, cue });
    }
    // The best decision and the best action item first, so one kind does not crowd out the other.
    const firsts = [cued.find((c) => c.cue === 'decision'), cued.find((c) => c.cue === 'action')].filter(
      (c): c is { i: number; cue: TranscriptCue } => c !== undefined,
    );
    for (const { i, cue } of [...firsts, ...cued]) {
      if (chosen[i]) continue;
      const list = cue === 'decision' ? decisions : actions;
      if (list.length >= (cue === 'decision' ? MAX_DECISIONS : MAX_ACTIONS)) continue;
      const cost = units[i]!.words;
      if (used + cost > listBudget || isRedundant(i)) continue;
      used += cost;
      take(i, cost);
      list.push(i);
    }
  }

  // Structured documents (contracts, reports, papers): each top-level section first gets its best
  // sentence (cover.ts).
  if (options.coverSections && !options.isTranscript) {
    coverSections({
      units,
      scores,
      order,
      chosen,
      antecedent,
      follower,
      targetWords: targetWords + slackWords,
      decisions: options.decisions,
      withHeadings: options.withHeadings,
      repeats: (i, j) => cosine(vectors[i]!, vectors[j]!) > REDUNDANCY,
      window: REDUNDANCY_WINDOW,
      groupOf,
      groupCost,
      isRedundant,
      take,
      costOf,
    });
  }

  // The greedy fill, from a snapshot so it can be tried twice (see below). Units come best first; a
  // sentence that opens mid-thought is put back in line at the value of itself with the sentences it
  // needs, so a weak antecedent makes another sentence come first instead.
  const fill = (forced?: readonly number[]): number | undefined => {
    if (forced) for (const g of forced) take(g, costOf(g));
    const skipped: number[] = [];
    let firstOvershoot: number | undefined;
    const queue = new UnitQueue();
    for (const i of order) if (!chosen[i]) queue.push(scores[i]!, i);
    const requeued = new Uint8Array(n);
    /**
     * Takes a unit; a sentence put back in line because it needed this one (the next sentence that
     * points back to it, the announcement before it) goes back at its own score: it now stands alone.
     */
    const takeInFill = (g: number) => {
      take(g, costOf(g));
      for (const d of [g + 1, g - 1])
        if (d >= 0 && d < n && requeued[d] && !chosen[d] && standsAlone(d)) queue.push(scores[d]!, d);
    };
    while (queue.size > 0 && total < targetWords) {
      const i = queue.pop();
      if (chosen[i]) continue;
      // Cheap checks first: near the target most units overshoot it, and a document may have millions.
      const cost = costOf(i);
      if (total + cost > targetWords + slackWords) {
        firstOvershoot ??= i;
        continue;
      }
      if (isRedundant(i)) {
        skipped.push(i);
        continue;
      }
      if (standsAlone(i)) {
        takeInFill(i);
        continue;
      }
      // A sentence that opens mid-thought comes with the sentence it points back to, or not at all.
      const group = groupOf(i);
      if (!group) {
        // The refill looks again: by then the summary may say the sentence it points back to.
        skipped.push(i);
        continue;
      }
      if (!requeued[i]) {
        requeued[i] = 1;
        queue.push(groupScore(group), i);
        continue;
      }
      if (total + groupCost(group) > targetWords + slackWords) continue;
      for (const g of group) takeInFill(g);
    }
    // Short of the target only because of redundancy: better a near-repeat than a summary far too short,
    // but never the same text twice (a document that repeats itself gets a shorter summary), and never a
    // sentence that points back to one left out.
    for (const i of skipped) {
      if (total >= targetWords - slackWords) break;
      if (chosenAt.has(normalizedKey(units[i]!.text))) continue;
      const cost = costOf(i);
      if ((standsAlone(i) || saidElsewhere(i)) && total + cost <= targetWords + slackWords) take(i, cost);
    }
    return firstOvershoot;
  };
  const snapshot = {
    chosen: chosen.slice(),
    total,
    opened: new Set(openedSections),
    chosenAt: new Map(chosenAt),
  };
  const restore = (state: typeof snapshot) => {
    chosen.set(state.chosen);
    total = state.total;
    openedSections.clear();
    for (const x of state.opened) openedSections.add(x);
    chosenAt.clear();
    for (const [k, v] of state.chosenAt) chosenAt.set(k, v);
  };
  const overshoot = fill();
  // The length is a target, not a cap. When the best unit that did not fit (often a news article's long
  // opening sentence) would have left the summary closer to the target than the units chosen in its
  // place, the summary is rebuilt around it.
  if (overshoot !== undefined && targetWords - total > slackWords && !isRedundant(overshoot)) {
    const greedy = {
      chosen: chosen.slice(),
      total,
      opened: new Set(openedSections),
      chosenAt: new Map(chosenAt),
    };
    restore(snapshot);
    // What it needs is reckoned without the greedy choice: a "But …" whose antecedent only the greedy
    // fill took must bring it along.
    const forced = groupOf(overshoot);
    if (forced) fill(forced);
    // Rebuilt in place of the units ranked below it: one ranked as high is only given up when the
    // greedy summary is as short as the level below's and the rebuilt one is not (a two-sentence
    // notice's level 5 is not its 10-word preface; a short letter's level 3 keeps its key sentence,
    // a little short, rather than two weaker ones).
    let dropsBetter = false;
    for (let i = 0; i < n && !dropsBetter; i++)
      dropsBetter = greedy.chosen[i] === 1 && !chosen[i] && scores[i]! >= scores[overshoot]!;
    const minWords = options.minWords ?? 0;
    if (
      !forced ||
      (dropsBetter && (greedy.total >= minWords || total < minWords)) ||
      Math.abs(total - targetWords) >= Math.abs(greedy.total - targetWords)
    )
      restore(greedy);
  }

  // A summary is never empty: a document shorter than one sentence's worth of budget gets its best
  // sentence (with what it needs: a table's row its column names, "But …" what it answers), and one
  // made only of what ranking leaves out (page furniture) its first unit.
  const fallback = order[0] ?? units.findIndex((u) => u.kind !== 'heading' && u.words > 0);
  if (!chosen.includes(1) && fallback >= 0)
    for (const g of groupOf(fallback) ?? [fallback]) take(g, costOf(g));

  const body: number[] = [];
  for (let i = 0; i < n; i++) if (chosen[i] && !listed(i)) body.push(i);
  return { body, decisions: decisions.sort((a, b) => a - b), actions: actions.sort((a, b) => a - b) };
}

/** A max-queue of units by value (ties: the earlier unit first), for the greedy fill. */
class UnitQueue {
  private readonly values: number[] = [];
  private readonly units: number[] = [];
  get size(): number {
    return this.values.length;
  }
  push(value: number, unit: number): void {
    let k = this.values.length;
    this.values.push(value);
    this.units.push(unit);
    while (k > 0) {
      const parent = (k - 1) >> 1;
      if (!this.before(k, parent)) break;
      this.swap(k, parent);
      k = parent;
    }
  }
  /** Removes and returns the best unit (the queue must not be empty). */
  pop(): number {
    const top = this.units[0]!;
    const last = this.values.length - 1;
    this.swap(0, last);
    this.values.pop();
    this.units.pop();
    let k = 0;
    for (;;) {
      const left = 2 * k + 1;
      let best = k;
      if (left < this.values.length && this.before(left, best)) best = left;
      if (left + 1 < this.values.length && this.before(left + 1, best)) best = left + 1;
      if (best === k) return top;
      this.swap(k, best);
      k = best;
    }
  }
  private before(a: number, b: number): boolean {
    const x = this.values[a]!;
    const y = this.values[b]!;
    return x > y || (x === y && this.units[a]! < this.units[b]!);
  }
  private swap(a: number, b: number): void {
    const v = this.values[a]!;
    this.values[a] = this.values[b]!;
    this.values[b] = v;
    const u = this.units[a]!;
    this.units[a] = this.units[b]!;
    this.units[b] = u;
  }
}
