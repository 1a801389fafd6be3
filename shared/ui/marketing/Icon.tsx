/**
 * Line icons drawn as inline SVG: no icon font or emoji font needed (many systems lack colour emoji),
 * no extra request, and they take the text colour.
 */
const PATHS = {
  document: 'M7 3h7l5 5v13H7z M14 3v5h5 M10 13h6 M10 17h6',
  pen: 'M4 20h4L19 9l-4-4L4 16z M13 7l4 4',
  scale: 'M12 4v16 M7 20h10 M5 7h14 M5 7l-3 6a3 3 0 0 0 6 0z M19 7l-3 6a3 3 0 0 0 6 0z',
  flask: 'M9 3h6 M10 3v6l-5 10a1 1 0 0 0 1 2h12a1 1 0 0 0 1-2l-5-10V3 M7.5 15h9',
  chart: 'M4 20V11 M10 20V5 M16 20v-7 M3 20h18',
  microphone: 'M12 3a3 3 0 0 1 3 3v5a3 3 0 0 1-6 0V6a3 3 0 0 1 3-3z M5 11a7 7 0 0 0 14 0 M12 18v3',
  globe: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18z M3 12h18 M12 3c3 3 3 15 0 18 M12 3c-3 3-3 15 0 18',
  text: 'M5 6h14 M5 10h14 M5 14h10 M5 18h7',
  check: 'M5 12l5 5L20 7',
  warning: 'M12 4L2 20h20z M12 10v4 M12 17v.5',
  wave: 'M2 15c2.5 0 2.5-2 5-2s2.5 2 5 2 2.5-2 5-2 2.5 2 5 2 M2 19c2.5 0 2.5-2 5-2s2.5 2 5 2 2.5-2 5-2 2.5 2 5 2 M6 10c1-4 5-6 9-5',
  sun: 'M12 8a4 4 0 1 0 0 8a4 4 0 1 0 0-8z M12 2v2 M12 20v2 M4.9 4.9l1.4 1.4 M17.7 17.7l1.4 1.4 M2 12h2 M20 12h2 M4.9 19.1l1.4-1.4 M17.7 6.3l1.4-1.4',
} as const;

export type IconName = keyof typeof PATHS;

export function Icon({ name, className = 'h-6 w-6' }: { name: IconName; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
