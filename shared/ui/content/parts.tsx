import type { ReactNode } from 'react';
import { usePublicConfig } from '../config/PublicConfigContext.tsx';
import { CtaBlock } from '../marketing/CtaBlock.tsx';
import { freeSummariesLabel } from './facts.ts';

/** Building blocks shared by the content pages (use cases, guides, FAQ, blog). */

export function PageHero({
  eyebrow,
  title,
  lead,
  children,
}: {
  eyebrow?: string;
  title: string;
  lead: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section className="bg-gradient-to-b from-sky-50 to-white">
      <div className="mx-auto max-w-4xl px-4 py-16 text-center sm:py-20">
        {eyebrow && <p className="text-sm font-semibold tracking-wide text-sky-700 uppercase">{eyebrow}</p>}
        <h1 className="mt-2 text-4xl font-extrabold tracking-tight text-sky-950 sm:text-5xl">{title}</h1>
        <p className="mx-auto mt-5 max-w-2xl text-lg text-slate-600">{lead}</p>
        {children && <div className="mt-8 flex flex-wrap justify-center gap-3">{children}</div>}
      </div>
    </section>
  );
}

export function ContentSection({
  id,
  title,
  intro,
  tone = 'plain',
  children,
}: {
  id: string;
  title: string;
  intro?: ReactNode;
  tone?: 'plain' | 'tinted';
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-heading`} className={tone === 'tinted' ? 'bg-slate-50' : undefined}>
      <div className="mx-auto max-w-6xl px-4 py-14">
        <h2 id={`${id}-heading`} className="text-center text-2xl font-bold text-slate-900 sm:text-3xl">
          {title}
        </h2>
        {intro && <p className="mx-auto mt-3 max-w-2xl text-center text-slate-600">{intro}</p>}
        <div className="mt-10">{children}</div>
      </div>
    </section>
  );
}

export interface CardItem {
  title: string;
  text: ReactNode;
  /** A short label above the title (an icon stand-in or a figure). */
  badge?: string;
}

export function CardGrid({ items, columns = 3 }: { items: readonly CardItem[]; columns?: 2 | 3 | 4 }) {
  const grid = {
    2: 'sm:grid-cols-2',
    3: 'sm:grid-cols-2 lg:grid-cols-3',
    4: 'sm:grid-cols-2 lg:grid-cols-4',
  };
  return (
    <ul className={`grid gap-6 ${grid[columns]}`}>
      {items.map((item) => (
        <li key={item.title} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
          {item.badge && (
            <p className="mb-2 inline-block rounded-full bg-amber-100 px-3 py-0.5 text-xs font-semibold text-amber-800">
              {item.badge}
            </p>
          )}
          <h3 className="text-lg font-semibold text-slate-900">{item.title}</h3>
          <div className="mt-2 text-slate-600">{item.text}</div>
        </li>
      ))}
    </ul>
  );
}

export function NumberedSteps({ steps }: { steps: readonly { title: string; text: ReactNode }[] }) {
  return (
    <ol className="grid gap-6 sm:grid-cols-3">
      {steps.map((step, index) => (
        <li key={step.title} className="rounded-xl border border-sky-100 bg-white p-6 shadow-sm">
          <p
            aria-hidden="true"
            className="flex h-9 w-9 items-center justify-center rounded-full bg-sky-700 font-bold text-white"
          >
            {index + 1}
          </p>
          <h3 className="mt-3 text-lg font-semibold">
            <span className="sr-only">Step {index + 1}: </span>
            {step.title}
          </h3>
          <div className="mt-2 text-slate-600">{step.text}</div>
        </li>
      ))}
    </ol>
  );
}

export function CheckList({
  items,
  tone = 'good',
}: {
  items: readonly ReactNode[];
  tone?: 'good' | 'limit';
}) {
  return (
    <ul className="space-y-3">
      {items.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static copy that never reorders
        <li key={index} className="flex gap-3 text-slate-700">
          <span
            aria-hidden="true"
            className={`mt-0.5 flex h-5 w-5 flex-none items-center justify-center rounded-full text-xs font-bold ${
              tone === 'good' ? 'bg-emerald-100 text-emerald-700' : 'bg-amber-100 text-amber-800'
            }`}
          >
            {tone === 'good' ? '✓' : '!'}
          </span>
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

export const primaryButton =
  'inline-flex items-center rounded-md bg-sky-700 px-5 py-3 font-semibold text-white shadow-sm hover:bg-sky-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-700';
export const secondaryButton =
  'inline-flex items-center rounded-md border border-sky-200 bg-white px-5 py-3 font-semibold text-sky-800 hover:bg-sky-50';

/** The closing call to action of a content page: 'Get Free Summary' to /auth, with the free summaries. */
export function SignupCta({ title, text }: { title: string; text: ReactNode }) {
  const { freeSummaries } = usePublicConfig();
  return (
    <CtaBlock
      heading={title}
      text={text}
      buttonLabel="Get Free Summary"
      note={`No credit card required • ${freeSummariesLabel(freeSummaries)}`}
    />
  );
}
