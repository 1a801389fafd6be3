import { Link } from 'react-router';
import { MARKETING_FIGURES } from '../../domain/index.ts';
import { usePublicConfig } from '../config/PublicConfigContext.tsx';
import { Logo } from './Logo.tsx';
import { GUIDE_LINKS, MAIN_LINKS, type SiteLink, SUMMARIZER_LINKS } from './siteLinks.ts';

function LinkColumn({ title, links }: { title: string; links: readonly SiteLink[] }) {
  return (
    <div>
      <h2 className="text-sm font-semibold text-slate-900">{title}</h2>
      <ul className="mt-3 space-y-2">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="hover:text-sky-700">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function SiteFooter() {
  const { productName, supportEmail } = usePublicConfig();
  return (
    <footer className="border-t border-slate-200 bg-slate-50 text-sm text-slate-600">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <Logo />
          <p className="mt-3 max-w-xs">
            Faithful summaries of long documents, in {MARKETING_FIGURES.languages} languages. Your files are
            never stored permanently.
          </p>
          <p className="mt-4">
            Questions?{' '}
            <a className="font-medium text-sky-700 hover:underline" href={`mailto:${supportEmail}`}>
              {supportEmail}
            </a>
          </p>
        </div>
        <LinkColumn title="Guides" links={GUIDE_LINKS} />
        <LinkColumn title="Summarizers" links={SUMMARIZER_LINKS} />
        <LinkColumn title={productName} links={[{ to: '/', label: 'Home' }, ...MAIN_LINKS]} />
      </div>
      <div className="border-t border-slate-200">
        <p className="mx-auto max-w-6xl px-4 py-4 text-xs">
          © {MARKETING_FIGURES.copyrightYear} {productName}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
