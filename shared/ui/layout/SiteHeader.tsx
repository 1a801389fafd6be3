import { Link } from 'react-router';
import { usePublicConfig } from '../config/PublicConfigContext.tsx';

export function SiteHeader() {
  const { productName } = usePublicConfig();
  return (
    <header className="border-b border-sky-100 bg-white/90 backdrop-blur">
      <nav aria-label="Main" className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3">
        <Link to="/" className="flex items-center gap-2 text-xl font-bold text-sky-900">
          <span
            aria-hidden="true"
            className="inline-block h-7 w-7 rounded-full bg-gradient-to-br from-amber-300 to-orange-500"
          />
          {productName}
        </Link>
        <div className="flex items-center gap-4 text-sm font-medium text-slate-700">
          <Link className="hover:text-sky-700" to="/pricing">
            Pricing
          </Link>
          <Link className="hover:text-sky-700" to="/blog">
            Blog
          </Link>
          <Link className="hover:text-sky-700" to="/faq">
            FAQ
          </Link>
          <Link className="rounded-md bg-sky-700 px-3 py-2 text-white hover:bg-sky-800" to="/auth">
            Get Started
          </Link>
        </div>
      </nav>
    </header>
  );
}
