import { createContext, type ReactNode, useContext } from 'react';
import { DEFAULT_RULES } from '../../domain/index.ts';
import type { PublicConfig } from './publicConfig.ts';

const PublicConfigContext = createContext<PublicConfig>(DEFAULT_RULES);

export function PublicConfigProvider({ value, children }: { value: PublicConfig; children: ReactNode }) {
  return <PublicConfigContext.Provider value={value}>{children}</PublicConfigContext.Provider>;
}

/** The product name, support address and prices of this installation. */
export function usePublicConfig(): PublicConfig {
  return useContext(PublicConfigContext);
}
