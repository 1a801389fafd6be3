export { summarize } from './summarize.ts';
