import { Link } from 'react-router';
import { GUIDE_LINKS, type SiteLink, SUMMARIZER_LINKS } from '../../layout/siteLinks.ts';

const LEARN_MORE: readonly SiteLink[] = [
  { to: '/pricing', label: 'Pricing', blurb: 'Free summaries, credit packs and Endless Summer' },
  { to: '/use-cases', label: 'Use cases', blurb: 'Legal, finance, research, healthcare and more' },
  { to: '/blog', label: 'Blog', blurb: 'Reading and productivity insights' },
  { to: '/faq', label: 'FAQ', blurb: 'Languages, privacy, accuracy and billing' },
];

function Column({ title, links }: { title: string; links: readonly SiteLink[] }) {
  return (
    <div>
      <h3 className="font-semibold text-slate-900">{title}</h3>
      <ul className="mt-3 space-y-3">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="font-medium text-sky-700 hover:underline">
              {link.label}
            </Link>
            {link.blurb && <p className="text-sm text-slate-500">{link.blurb}</p>}
          </li>
        ))}
      </ul>
    </div>
  );
}

export function ResourceLinks() {
  return (
    <section aria-labelledby="resources-heading" data-track="resource_link_click" className="bg-slate-50">
      <div className="mx-auto max-w-6xl px-4 py-16">
        <h2 id="resources-heading" className="text-center text-3xl font-bold tracking-tight">
          Guides and resources
        </h2>
        <div className="mt-10 grid gap-10 sm:grid-cols-3">
          <Column title="Guides" links={GUIDE_LINKS} />
          <Column title="Summarizers" links={SUMMARIZER_LINKS} />
          <Column title="Learn more" links={LEARN_MORE} />
        </div>
      </div>
    </section>
  );
}
