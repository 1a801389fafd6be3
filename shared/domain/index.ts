export * from './credits.ts';
export * from './levels.ts';
export * from './limits.ts';
export * from './pricing.ts';
export * from './rules.ts';
export * from './timings.ts';
