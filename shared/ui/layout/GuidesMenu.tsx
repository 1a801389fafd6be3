import { useCallback, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useDismissOnOutside } from '../hooks/useDismissOnOutside.ts';
import { GUIDE_LINKS } from './siteLinks.ts';

/** The header's Guides dropdown: a disclosure button and a list of links (Escape or a click outside closes it). */
export function GuidesMenu() {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismissOnOutside(open, close, panel, button);

  return (
    <div className="relative">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
        className="flex items-center gap-1 rounded-md px-2 py-1 hover:text-sky-700 focus-visible:outline-2 focus-visible:outline-sky-600"
      >
        Guides
        <span aria-hidden="true" className={`text-xs transition-transform ${open ? 'rotate-180' : ''}`}>
          ▾
        </span>
      </button>
      <div
        ref={panel}
        id={menuId}
        hidden={!open}
        className="absolute left-0 z-30 mt-2 w-80 rounded-lg border border-slate-200 bg-white p-2 shadow-lg"
      >
        <ul>
          {GUIDE_LINKS.map((guide) => (
            <li key={guide.to}>
              <Link
                to={guide.to}
                onClick={close}
                className="block rounded-md px-3 py-2 hover:bg-sky-50 focus-visible:bg-sky-50"
              >
                <span className="block font-medium text-slate-900">{guide.label}</span>
                <span className="block text-xs text-slate-500">{guide.blurb}</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
