import { Link } from 'react-router';
import { usePublicConfig } from '../config/PublicConfigContext.tsx';

/** The sun mark and the product name, linking home. */
export function Logo() {
  const { productName } = usePublicConfig();
  return (
    <Link to="/" className="flex shrink-0 items-center gap-2 text-xl font-bold text-sky-900">
      <span
        aria-hidden="true"
        className="inline-block h-7 w-7 rounded-full bg-gradient-to-br from-amber-300 to-orange-500 shadow-sm"
      />
      {productName}
    </Link>
  );
}
