import { Link } from 'react-router';
import { MARKETING_FIGURES } from '../../domain/index.ts';
import { usePublicConfig } from '../config/PublicConfigContext.tsx';

export function SiteFooter() {
  const { productName, supportEmail } = usePublicConfig();
  return (
    <footer className="border-t border-slate-200 bg-slate-50">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-4 px-4 py-6 text-sm text-slate-600">
        <p>
          © {MARKETING_FIGURES.copyrightYear} {productName}. Documents are never stored permanently.
        </p>
        <div className="flex gap-4">
          <Link to="/use-cases">Use cases</Link>
          <Link to="/pricing">Pricing</Link>
          <a href={`mailto:${supportEmail}`}>Contact Support</a>
        </div>
      </div>
    </footer>
  );
}
