import { createContext, useContext } from 'react';

/**
 * The Content-Security-Policy nonce of the current response, provided by
 * app/entry.server.tsx. In the browser it is empty: scripts are already running, and
 * browsers hide the nonce attribute from the page anyway.
 */
export const NonceContext = createContext('');

export function useNonce(): string {
  return useContext(NonceContext);
}
