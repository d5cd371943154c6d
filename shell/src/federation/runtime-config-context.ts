import type { RemotesConfig } from '@marketplace/shared/types';
import { createContext, useContext } from 'react';
import { DEFAULT_RUNTIME_CONFIG } from './runtime-config';

export const RuntimeConfigContext = createContext<RemotesConfig>(DEFAULT_RUNTIME_CONFIG);

export function useRuntimeConfig(): RemotesConfig {
  return useContext(RuntimeConfigContext);
}
