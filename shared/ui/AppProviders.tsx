import { type ReactNode, StrictMode } from 'react';
import { AuthProvider } from './auth/AuthContext.tsx';
import { PublicConfigProvider } from './config/PublicConfigContext.tsx';
import type { PublicConfig } from './config/publicConfig.ts';

interface AppProvidersProps {
  config: PublicConfig;
  auth: 'loading' | 'visitor' | 'server';
  children: ReactNode;
}

/**
 * Everything around the app except the router. The server and the browser wrap the app in exactly
 * this, so the browser's first render matches the server's HTML.
 */
export function AppProviders({ config, auth, children }: AppProvidersProps) {
  return (
    <StrictMode>
      <PublicConfigProvider value={config}>
        <AuthProvider initial={auth}>{children}</AuthProvider>
      </PublicConfigProvider>
    </StrictMode>
  );
}
