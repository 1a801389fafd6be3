import { Link } from 'react-router';
import { GUIDE_LINKS } from './guideList.ts';

/** The guides' closing navigation: home, every other guide and the use cases. */
export function GuideLinks({ current }: { current: string }) {
  const links = [
    { path: '/', label: 'Home' },
    ...GUIDE_LINKS.filter((guide) => guide.path !== current),
    { path: '/use-cases', label: 'Use Cases' },
  ];
  return (
    <nav aria-label="More guides" className="border-t border-slate-200 bg-white">
      <div className="mx-auto max-w-6xl px-4 py-8">
        <p className="text-sm font-semibold text-slate-500">More guides and resources</p>
        <ul className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
          {links.map((link) => (
            <li key={link.path}>
              <Link to={link.path} className="text-sky-700 underline-offset-2 hover:underline">
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}
