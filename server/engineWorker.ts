// Entry of the server's engine worker threads (engines.ts): the local engine's jobs and Claude's.
import { engineJobs } from '../shared/workerJobs/engineJobs.ts';
import { serveJobs } from '../shared/workerJobs/serveJobs.ts';
import { claudeJobs } from './claude/textWork.ts';
import { summaryJobs } from './summarize/summaryJobs.ts';

const serverJobs = { ...engineJobs(), ...summaryJobs, ...claudeJobs };
export type ServerJobs = typeof serverJobs;

serveJobs(serverJobs);
