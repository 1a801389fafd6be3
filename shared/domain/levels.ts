/** Summary length levels 1–5 and the share of the original words each one aims for. */

export const SUMMARY_LEVELS = [1, 2, 3, 4, 5] as const;
export type SummaryLevel = (typeof SUMMARY_LEVELS)[number];

export const DEFAULT_SUMMARY_LEVEL: SummaryLevel = 3;

export interface SummaryLevelInfo {
  level: SummaryLevel;
  name: string;
  /** What the level gives, as the level selector describes it. */
  description: string;
  /** Target share of the original words, in percent. */
  targetPercent: number;
  /** The approximate range shown to users, in percent. */
  rangePercent: readonly [number, number];
}

export const SUMMARY_LEVEL_INFO: Record<SummaryLevel, SummaryLevelInfo> = {
  1: {
    level: 1,
    name: 'Ultra Brief',
    description: 'Key points',
    targetPercent: 12.5,
    rangePercent: [10, 15],
  },
  2: { level: 2, name: 'Brief', description: 'Main ideas', targetPercent: 25, rangePercent: [20, 30] },
  3: {
    level: 3,
    name: 'Balanced',
    description: 'Main ideas with support',
    targetPercent: 40,
    rangePercent: [35, 45],
  },
  4: {
    level: 4,
    name: 'Detailed',
    description: 'Most of the argument',
    targetPercent: 55,
    rangePercent: [50, 60],
  },
  5: {
    level: 5,
    name: 'In-Depth',
    description: 'Nearly everything',
    targetPercent: 70,
    rangePercent: [65, 75],
  },
};

/** The dashboard shows the 'Professional Summary Notice' when the achieved share is further than this from the target. */
export const COMPRESSION_NOTICE_THRESHOLD_POINTS = 10;

export function isSummaryLevel(value: unknown): value is SummaryLevel {
  return typeof value === 'number' && (SUMMARY_LEVELS as readonly number[]).includes(value);
}

export function targetPercentFor(level: SummaryLevel): number {
  return SUMMARY_LEVEL_INFO[level].targetPercent;
}
