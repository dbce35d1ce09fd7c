import { createContext, useContext } from 'react';

/**
 * The marker app/entry.server.tsx gives the page's own inline scripts as their nonce while
 * it renders, to find and hash them (app/http/inline-scripts.ts) before taking it out. In the
 * browser it is empty: the scripts are already running.
 */
export const ScriptMarkerContext = createContext('');

export function useScriptMarker(): string {
  return useContext(ScriptMarkerContext);
}
