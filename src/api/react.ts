import { createContext, useContext } from 'react';
import type { ApiClient } from './client';

/** The app's API client, for components (loaders get it from the router context). */
export const ApiContext = createContext<ApiClient | null>(null);

export function useApi(): ApiClient {
  const api = useContext(ApiContext);
  if (!api) throw new Error('useApi() outside <ApiContext.Provider>');
  return api;
}
