import { SESSION_GAP_MS } from '../../shared/domain/index.ts';

/**
 * The figures of one stretch of time within one day, from its page views. Pure: the daily roll-up
 * and the live part of a range (the last hours, the partial first day) both use it. Visitor hashes
 * change every day, so a stretch never holds a visitor of another day, and a session never spans
 * midnight (UTC): the visit after midnight is a new visitor.
 */

export interface PageViewRow {
  visitor: string;
  /** ISO 8601 */
  occurredAt: string;
  path: string;
  title: string | null;
  source: string | null;
  device: string;
}

export interface StretchFigures {
  pageViews: number;
  visitors: number;
  sessions: number;
  /** Sessions of one page view. */
  bounces: number;
  /** Seconds from each session's first page view to its last, added up. */
  sessionSeconds: number;
  pages: Map<string, { title: string; views: number; visitors: number }>;
  /** Visitors by the source of their first page view. */
  sources: Map<string, number>;
  /** Visitors by device. */
  devices: Map<string, number>;
}

function increment(map: Map<string, number>, key: string, by = 1): void {
  map.set(key, (map.get(key) ?? 0) + by);
}

export function aggregatePageViews(rows: readonly PageViewRow[]): StretchFigures {
  const byVisitor = new Map<string, PageViewRow[]>();
  for (const row of rows) {
    const views = byVisitor.get(row.visitor);
    if (views) views.push(row);
    else byVisitor.set(row.visitor, [row]);
  }
  const figures: StretchFigures = {
    pageViews: rows.length,
    visitors: byVisitor.size,
    sessions: 0,
    bounces: 0,
    sessionSeconds: 0,
    pages: new Map(),
    sources: new Map(),
    devices: new Map(),
  };
  for (const views of byVisitor.values()) {
    views.sort((a, b) => (a.occurredAt < b.occurredAt ? -1 : a.occurredAt > b.occurredAt ? 1 : 0));
    const first = views[0] as PageViewRow;
    increment(figures.sources, first.source ?? 'Direct');
    increment(figures.devices, first.device);
    let sessionStart = Date.parse(first.occurredAt);
    let previous = sessionStart;
    let viewsInSession = 0;
    const endSession = () => {
      figures.sessions += 1;
      if (viewsInSession === 1) figures.bounces += 1;
      figures.sessionSeconds += Math.round((previous - sessionStart) / 1000);
    };
    const pathsSeen = new Set<string>();
    for (const view of views) {
      const at = Date.parse(view.occurredAt);
      if (at - previous >= SESSION_GAP_MS) {
        endSession();
        sessionStart = at;
        viewsInSession = 0;
      }
      previous = at;
      viewsInSession += 1;
      const page = figures.pages.get(view.path) ?? { title: '', views: 0, visitors: 0 };
      page.views += 1;
      if (view.title) page.title = view.title;
      if (!pathsSeen.has(view.path)) {
        pathsSeen.add(view.path);
        page.visitors += 1;
      }
      figures.pages.set(view.path, page);
    }
    endSession();
  }
  return figures;
}

/** Adds one stretch's figures into a running total (days of a range). */
export function addFigures(total: StretchFigures, part: StretchFigures): StretchFigures {
  total.pageViews += part.pageViews;
  total.visitors += part.visitors;
  total.sessions += part.sessions;
  total.bounces += part.bounces;
  total.sessionSeconds += part.sessionSeconds;
  for (const [path, page] of part.pages) {
    const sum = total.pages.get(path) ?? { title: '', views: 0, visitors: 0 };
    sum.views += page.views;
    sum.visitors += page.visitors;
    if (page.title) sum.title = page.title;
    total.pages.set(path, sum);
  }
  for (const [source, visitors] of part.sources) increment(total.sources, source, visitors);
  for (const [device, visitors] of part.devices) increment(total.devices, device, visitors);
  return total;
}

export function emptyFigures(): StretchFigures {
  return aggregatePageViews([]);
}
