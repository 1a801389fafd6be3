import { z } from 'zod';
import { defineRoute } from './route.ts';

/**
 * First-party page views and events (SPEC section 7), sent by every page of the web and desktop apps.
 * No cookie is set or read; the server keeps neither the address nor the browser's user agent.
 */

/** POST /api/track/pageview {path, title, referrer} on every route change. */
const pageViewSchema = z.object({
  /** The page's path, with its query (only utm_* parameters are kept). */
  path: z.string().trim().min(1).max(2000).startsWith('/'),
  title: z.string().max(300).default(''),
  /** document.referrer on the first page, the previous page of the app after that; '' for none. */
  referrer: z.string().max(2000).default(''),
});

/**
 * The page the event happened on (its path), said by the page itself: the request's Referer cannot
 * tell it (the site sends none, the desktop app has no page address, and a click that navigates has
 * already left the page). Without it the Referer is read, else '/'.
 */
const eventPage = z.string().trim().max(2000).startsWith('/').optional();

const eventName = z
  .string()
  .trim()
  .min(1)
  .max(60)
  .regex(/^[A-Za-z0-9_.:-]+$/, 'letters, digits and _ . : - only');

/** SPEC's conversion event: {action, category, label, value} (cta_click, nav_link_click, signup, …). */
const conversionEventSchema = z.object({
  action: eventName,
  category: z.string().max(100).optional(),
  label: z.string().max(300).optional(),
  value: z.number().finite().optional(),
  page: eventPage,
});

/** SPEC's engagement event: {eventType: 'payment_engagement', eventData: {action, context, timestamp}}. */
const engagementEventSchema = z.object({
  eventType: eventName,
  eventData: z
    .object({
      action: z.string().max(100).optional(),
      context: z.string().max(300).optional(),
      timestamp: z.union([z.string().max(40), z.number()]).optional(),
    })
    .default({}),
  page: eventPage,
});

const trackedSchema = z.object({
  /** False when the request was left out (a robot's, or a path the analytics ignore). */
  recorded: z.boolean(),
});

export const trackingRoutes = {
  pageView: defineRoute({
    method: 'POST',
    path: '/api/track/pageview',
    summary: 'Records a page view (no cookies; the visitor is a hash that changes every day).',
    access: 'public',
    body: pageViewSchema,
    answer: trackedSchema,
    errors: ['rate_limited'],
  }),
  event: defineRoute({
    method: 'POST',
    path: '/api/track/event',
    summary: 'Records a conversion or engagement event, on the page the request came from.',
    access: 'public',
    body: z.union([conversionEventSchema, engagementEventSchema]),
    answer: trackedSchema,
    errors: ['rate_limited'],
  }),
};
