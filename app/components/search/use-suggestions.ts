import { useEffect, useRef, useState } from 'react';
import type { SuggestionView } from '#app/domain/suggest-view.ts';

/** Wait this long after the last keystroke before asking: one request per pause, not per key. */
export const SUGGEST_DEBOUNCE_MS = 150;

/**
 * The suggestions for `text` from GET /api/suggest, debounced. A newer keystroke aborts the
 * request under way, and an answer for older text is dropped, so the list always belongs
 * to what is in the box. Errors and refusals (429) give an empty list: typing still works.
 */
export function useSuggestions(text: string, enabled: boolean): readonly SuggestionView[] {
  const [items, setItems] = useState<readonly SuggestionView[]>([]);
  const latest = useRef(text);
  latest.current = text;
  useEffect(() => {
    const q = text.trim();
    if (!enabled || q === '') {
      setItems([]);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetch(`/api/suggest?q=${encodeURIComponent(q)}`, { signal: controller.signal, headers: { Accept: 'application/json' } })
        .then((response) => (response.ok ? (response.json() as Promise<{ suggestions?: SuggestionView[] }>) : { suggestions: [] }))
        .then((body) => {
          if (latest.current.trim() === q) setItems(Array.isArray(body.suggestions) ? body.suggestions : []);
        })
        .catch(() => {
          if (!controller.signal.aborted) setItems([]);
        });
    }, SUGGEST_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text, enabled]);
  return items;
}
