import { useState } from 'react';
import { signOut } from '../auth/signOut.ts';

/**
 * Logout, in the header, the phone menu and the sign-in page of a signed-in user. A button, not a
 * link: signing out is a POST from this page (shared/ui/auth/signOut.ts).
 */
export function LogoutButton({ className, label = 'Logout' }: { className: string; label?: string }) {
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      disabled={busy}
      onClick={() => {
        setBusy(true);
        // On success the page goes away; on failure signOut says so and the button is usable again.
        void signOut().finally(() => setBusy(false));
      }}
      className={className}
    >
      {label}
    </button>
  );
}
