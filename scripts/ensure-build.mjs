// Builds the bundles the browser tests run against, when they are missing or out of date.
import { BUILDS, ensureBuilt } from './builds.mjs';

const names = process.argv.slice(2);
ensureBuilt(names.length > 0 ? names : Object.keys(BUILDS));
