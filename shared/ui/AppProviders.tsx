import { type ReactNode, StrictMode } from 'react';
import { AuthProvider } from './auth/AuthContext.tsx';
import { PublicConfigProvider } from './config/PublicConfigContext.tsx';
import type { PublicConfig } from './config/publicConfig.ts';

interface AppProvidersProps {
  config: PublicConfig;
  auth: 'loading' | 'visitor' | 'server';
  children: ReactNode;
  /** What only one host adds beside the app (the web's offline worker registration). */
  hostExtras?: ReactNode;
}

/**
 * Everything around the app except the router. The server and the browser wrap the app in exactly
 * this, so the browser's first render matches the server's HTML.
 */
export function AppProviders({ config, auth, children, hostExtras }: AppProvidersProps) {
  return (
    <StrictMode>
      <PublicConfigProvider value={config}>
        {/* Always two children, whether or not a host adds anything: React derives useId's ids from
            the shape of the tree, so the server's and the browser's must have the same shape. */}
        <AuthProvider initial={auth}>
          {children}
          {hostExtras}
        </AuthProvider>
      </PublicConfigProvider>
    </StrictMode>
  );
}
