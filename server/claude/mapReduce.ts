import type Anthropic from '@anthropic-ai/sdk';
import { countWords } from '../../shared/engine/index.ts';
import { estimateTokens } from './chunks.ts';
import { type ClaudeAnswer, streamAnswer } from './claudeRequest.ts';
import type { ConcurrencyLimit } from './concurrency.ts';
import {
  documentMessage,
  type PromptContext,
  type PromptStage,
  partsMessage,
  systemPrompt,
} from './prompt.ts';
import type { PlannedPart } from './textWork.ts';

/**
 * Summarizing a text of any length: in one request when it fits the input budget; otherwise each part
 * (cut at section boundaries) is summarized to its share of the target length (map), and the part
 * summaries are combined into one summary (reduce), in groups and rounds when they are many.
 */

export interface MapReduceSettings {
  model: string;
  /** Estimated tokens of document text per request. */
  inputTokens: number;
  /** Most tokens one answer may have. */
  maxOutputTokens: number;
  idleTimeoutMs: number;
  /** The SDK's retries; an answer that breaks off mid-stream is asked for once more when this is above 0. */
  maxRetries: number;
}

export interface MapReduceDeps {
  client: Anthropic;
  limit: ConcurrencyLimit;
  settings: MapReduceSettings;
  /** Overall progress in 0..1 as answers stream in. */
  onProgress?: (fraction: number) => void;
  /** Stops every request when nobody waits for the summary any more. */
  signal?: AbortSignal;
}

/** Tokens an answer may spend per word asked for: generous, so a faithful answer is never cut off. */
const TOKENS_PER_WORD = 3;
const ANSWER_HEADROOM_TOKENS = 1024;
/** No request asks for fewer words than this (a part of a short document at level 1, say). */
export const MIN_REQUEST_WORDS = 15;
/** Combine rounds before part summaries are kept side by side as they are. */
const MAX_COMBINE_ROUNDS = 4;

export function maxTokensFor(targetWords: number, settings: MapReduceSettings): number {
  return Math.min(
    settings.maxOutputTokens,
    Math.ceil(targetWords * TOKENS_PER_WORD) + ANSWER_HEADROOM_TOKENS,
  );
}

/** Longest summary one answer can hold, in words. */
function answerCapacityWords(settings: MapReduceSettings): number {
  return Math.max(
    MIN_REQUEST_WORDS,
    Math.floor((settings.maxOutputTokens - ANSWER_HEADROOM_TOKENS) / TOKENS_PER_WORD),
  );
}

export interface MapReduceOutcome {
  markdown: string;
  requests: number;
}

/** `parts` and their word counts come from the plan made in a worker thread (textWork.ts). */
export async function mapReduceSummary(
  text: string,
  context: PromptContext,
  originalWords: number,
  parts: readonly PlannedPart[],
  deps: MapReduceDeps,
): Promise<MapReduceOutcome> {
  const { settings } = deps;
  const progress = progressReporter(parts.length === 1 ? 1 : parts.length + 1, deps.onProgress);
  // When one request fails the others are stopped: their answers could no longer be used.
  const abort = new AbortController();
  deps.signal?.addEventListener('abort', () => abort.abort(), { once: true });
  let requests = 0;
  const ask = async (
    system: string,
    user: string,
    targetWords: number,
    slot: number,
  ): Promise<ClaudeAnswer> => {
    requests++;
    try {
      const answer = await deps.limit.run(() =>
        streamAnswer(
          deps.client,
          { model: settings.model, system, user, maxTokens: maxTokensFor(targetWords, settings) },
          {
            idleTimeoutMs: settings.idleTimeoutMs,
            midStreamRetries: Math.min(1, settings.maxRetries),
            signal: abort.signal,
            onText: (snapshot) => progress.update(slot, snapshot.length / (targetWords * 6)),
          },
        ),
      );
      progress.update(slot, 1);
      return answer;
    } catch (error) {
      // A failed request is not progress: the bar must not jump ahead of a fallback that starts over.
      abort.abort();
      throw error;
    }
  };

  if (parts.length === 1) {
    const stage: PromptStage = { kind: 'whole' };
    const answer = await ask(
      systemPrompt(context, stage),
      documentMessage(text, stage),
      context.targetWords,
      0,
    );
    return { markdown: answer.text, requests };
  }

  const capacity = answerCapacityWords(settings);
  // Every request waits for a slot of the shared limit, so all parts can be started at once.
  const summaries = await Promise.all(
    parts.map(async (part, i) => {
      const partText = text.slice(part.start, part.end).trim();
      const share = Math.min(
        capacity,
        Math.max(
          MIN_REQUEST_WORDS,
          Math.round((context.targetWords * part.words) / Math.max(1, originalWords)),
        ),
      );
      const stage: PromptStage = { kind: 'part', part: i + 1, parts: parts.length };
      const partContext = { ...context, targetWords: share };
      const answer = await ask(systemPrompt(partContext, stage), documentMessage(partText, stage), share, i);
      return answer.text;
    }),
  );

  const markdown = await combine(summaries, context, originalWords, deps, (system, user, target) =>
    ask(system, user, target, parts.length),
  );
  return { markdown, requests };
}

type Ask = (system: string, user: string, targetWords: number) => Promise<ClaudeAnswer>;

async function combine(
  summaries: string[],
  context: PromptContext,
  originalWords: number,
  deps: MapReduceDeps,
  ask: Ask,
  round = 1,
): Promise<string> {
  const { settings } = deps;
  const stage: PromptStage = { kind: 'combine', documentWords: originalWords };
  const keepSideBySide = () => summaries.join('\n\n');
  // A summary longer than one answer can hold is the part summaries in order: each already has its share.
  if (context.targetWords > answerCapacityWords(settings) || round > MAX_COMBINE_ROUNDS)
    return keepSideBySide();
  const message = partsMessage(summaries);
  if (estimateTokens(message) <= settings.inputTokens) {
    return (await ask(systemPrompt(context, stage), message, context.targetWords)).text;
  }
  const groups = groupToBudget(summaries, settings.inputTokens);
  if (groups.length >= summaries.length) return keepSideBySide();
  const language = context.language.code;
  const words = summaries.map((summary) => countWords(summary, language));
  const totalWords = words.reduce((sum, n) => sum + n, 0) || 1;
  const groupWords: number[] = [];
  let offset = 0;
  for (const group of groups) {
    groupWords.push(words.slice(offset, offset + group.length).reduce((sum, n) => sum + n, 0));
    offset += group.length;
  }
  const merged = await Promise.all(
    groups.map(async (group, g) => {
      const share = Math.max(
        MIN_REQUEST_WORDS,
        Math.round((context.targetWords * groupWords[g]!) / totalWords),
      );
      return (await ask(systemPrompt({ ...context, targetWords: share }, stage), partsMessage(group), share))
        .text;
    }),
  );
  return combine(merged, context, originalWords, deps, ask, round + 1);
}

/** Consecutive summaries packed into groups whose combine message fits the budget. */
function groupToBudget(summaries: string[], budget: number): string[][] {
  const groups: string[][] = [];
  let current: string[] = [];
  let tokens = 0;
  for (const summary of summaries) {
    const cost = estimateTokens(summary) + 20;
    if (current.length > 0 && tokens + cost > budget) {
      groups.push(current);
      current = [];
      tokens = 0;
    }
    current.push(summary);
    tokens += cost;
  }
  if (current.length > 0) groups.push(current);
  return groups;
}

/** Progress over the planned requests, each counted by how much of its answer has streamed in. */
function progressReporter(planned: number, report: ((fraction: number) => void) | undefined) {
  const done = new Map<number, number>();
  let reported = 0;
  return {
    update(slot: number, fraction: number) {
      if (!report) return;
      done.set(slot, Math.max(done.get(slot) ?? 0, Math.min(1, fraction)));
      let sum = 0;
      for (const value of done.values()) sum += value;
      const overall = Math.min(1, sum / planned);
      if (overall >= reported + 0.01 || (overall === 1 && reported < 1)) {
        reported = overall;
        report(overall);
      }
    },
  };
}
