import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import { Link } from 'react-router';
import { ADMIN_TEXTS } from './adminTexts.ts';

/** The pieces every admin page is built of: header, cards, tabs, tables, notices. */

export function AdminHeader({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <div>
        <h1 className="text-3xl font-bold text-sky-950">{title}</h1>
        {subtitle && <p className="mt-1 text-slate-600">{subtitle}</p>}
      </div>
      {children && <div className="flex flex-wrap items-center gap-2">{children}</div>}
    </div>
  );
}

export function BackToAdmin() {
  return (
    <Link
      to="/admin"
      className="rounded-md border border-slate-300 px-3 py-2 text-sm font-semibold hover:bg-slate-50"
    >
      ← {ADMIN_TEXTS.backToAdmin}
    </Link>
  );
}

export function StatCard({ label, value, hint }: { label: string; value: ReactNode; hint?: string }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <p className="text-sm font-medium text-slate-600">{label}</p>
      <p className="mt-1 text-2xl font-bold text-slate-900">{value}</p>
      {hint && <p className="mt-1 text-xs text-slate-500">{hint}</p>}
    </div>
  );
}

export function CardGrid({ children, label }: { children: ReactNode; label: string }) {
  return (
    <section aria-label={label} className="mt-6 grid grid-cols-2 gap-3 lg:grid-cols-4">
      {children}
    </section>
  );
}

export function Panel({
  title,
  children,
  actions,
}: {
  title: string;
  children: ReactNode;
  actions?: ReactNode;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="min-w-0 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={id} className="text-lg font-bold text-slate-900">
          {title}
        </h2>
        {actions}
      </div>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** A failed load: what went wrong and a way to try again. */
export function LoadError({ message, onRetry }: { message: string; onRetry(): void }) {
  return (
    <div role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
      {message}{' '}
      <button type="button" onClick={onRetry} className="font-semibold underline">
        Try again
      </button>
    </div>
  );
}

export function Loading() {
  return (
    <p role="status" className="py-6 text-center text-sm text-slate-500">
      Loading…
    </p>
  );
}

/** A table that scrolls sideways on a phone instead of squeezing its columns. */
export function DataTable({
  caption,
  headers,
  children,
  empty,
  rowCount,
}: {
  caption: string;
  headers: readonly string[];
  children: ReactNode;
  /** Shown instead of rows when there are none. */
  empty?: string;
  rowCount: number;
}) {
  return (
    // Scrolls sideways on a phone: focusable, so the keyboard can scroll it too (WCAG 2.1.1).
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus to be scrolled by keyboard.
    <section tabIndex={0} aria-label={caption} className="overflow-x-auto">
      <table className="w-full min-w-max text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-slate-200 text-slate-600">
            {headers.map((header) => (
              <th key={header} scope="col" className="px-3 py-2 font-semibold">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rowCount === 0 && empty ? (
            <tr>
              <td colSpan={headers.length} className="px-3 py-6 text-center text-slate-500">
                {empty}
              </td>
            </tr>
          ) : (
            children
          )}
        </tbody>
      </table>
    </section>
  );
}

/** A table cell; numbers in figures of equal width. */
export function Cell({
  children,
  numeric = false,
  className = '',
}: {
  children: ReactNode;
  numeric?: boolean;
  className?: string;
}) {
  return (
    <td className={`border-b border-slate-100 px-3 py-2 ${numeric ? 'tabular-nums' : ''} ${className}`}>
      {children}
    </td>
  );
}

/** A share as a bar and its percent (survey answers, traffic sources, devices); the number is what is read. */
export function PercentBar({ percent }: { percent: number }) {
  const shown = Math.max(0, Math.min(100, percent));
  return (
    <div className="flex items-center gap-2">
      <div aria-hidden="true" className="h-2 w-32 overflow-hidden rounded-full bg-slate-100 sm:w-48">
        <div className="h-full rounded-full bg-sky-600" style={{ width: `${shown}%` }} />
      </div>
      <span className="w-14 text-right tabular-nums text-slate-700">{shown.toFixed(1)}%</span>
    </div>
  );
}

export interface TabItem<K extends string> {
  key: K;
  label: string;
}

/**
 * Tabs as WAI-ARIA describes them: a tablist whose arrow keys, Home and End move between tabs, each
 * tab controlling its panel. Only the chosen panel is rendered (each loads its own data).
 */
export function Tabs<K extends string>({
  label,
  tabs,
  current,
  onChange,
  children,
}: {
  label: string;
  tabs: readonly TabItem<K>[];
  current: K;
  onChange(key: K): void;
  children: ReactNode;
}) {
  const base = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const move = (event: KeyboardEvent, index: number) => {
    const last = tabs.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    const tab = tabs[next];
    if (tab) onChange(tab.key);
    buttons.current[next]?.focus();
  };
  return (
    <div className="mt-8">
      <div role="tablist" aria-label={label} className="flex flex-wrap gap-x-1 border-b border-slate-200">
        {tabs.map((tab, index) => {
          const selected = tab.key === current;
          return (
            <button
              key={tab.key}
              ref={(element) => {
                buttons.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${base}-${tab.key}-tab`}
              aria-selected={selected}
              aria-controls={`${base}-${tab.key}-panel`}
              tabIndex={selected ? 0 : -1}
              onClick={() => onChange(tab.key)}
              onKeyDown={(event) => move(event, index)}
              className={`-mb-px whitespace-nowrap border-b-2 px-4 py-2 text-sm font-semibold ${
                selected
                  ? 'border-sky-700 text-sky-800'
                  : 'border-transparent text-slate-600 hover:text-slate-900'
              }`}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={`${base}-${current}-panel`}
        aria-labelledby={`${base}-${current}-tab`}
        className="mt-6 space-y-6"
      >
        {children}
      </div>
    </div>
  );
}

export function Pager({
  page,
  pageSize,
  total,
  onPage,
  label,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage(page: number): void;
  label: string;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  const button =
    'rounded-md border border-slate-300 px-3 py-1.5 text-sm font-semibold hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-50';
  return (
    <nav aria-label={label} className="mt-4 flex flex-wrap items-center justify-between gap-2 text-sm">
      <p className="text-slate-600">
        {first.toLocaleString('en-US')}–{last.toLocaleString('en-US')} of {total.toLocaleString('en-US')}
      </p>
      <div className="flex items-center gap-2">
        <button type="button" className={button} disabled={page <= 1} onClick={() => onPage(page - 1)}>
          Previous
        </button>
        <span className="text-slate-600">
          Page {page.toLocaleString('en-US')} of {pages.toLocaleString('en-US')}
        </span>
        <button type="button" className={button} disabled={page >= pages} onClick={() => onPage(page + 1)}>
          Next
        </button>
      </div>
    </nav>
  );
}

export const formatCount = (n: number) => n.toLocaleString('en-US');

export function formatDateTime(iso: string, timeZone?: string): string {
  return new Date(iso).toLocaleString('en-US', {
    dateStyle: 'medium',
    timeStyle: 'short',
    ...(timeZone && { timeZone }),
  });
}

export function formatDate(iso: string, timeZone?: string): string {
  return new Date(iso).toLocaleDateString('en-US', { dateStyle: 'medium', ...(timeZone && { timeZone }) });
}
