import { useEffect, useRef, useState } from 'react';
import { Form, useNavigate } from 'react-router';
import { type SearchRequest } from '#app/search/index.ts';
import { searchPath } from '#app/domain/urls.ts';
import { SuggestInput } from './suggest-input.tsx';
import { useHydrated } from '#app/components/ui/hydration.tsx';

/**
 * The search page's form: a GET form to /search (works without JavaScript). With
 * JavaScript, React Router submits it as a client-side navigation, so the address is
 * written without a page load. A new query resets the page (no page field) and keeps the
 * filters and sort. The Search button is disabled while the text is empty or a search
 * is loading; the clear button empties the box.
 */
export function SearchForm({ request, loading }: { request: SearchRequest; loading: boolean }) {
  const [text, setText] = useState(request.q);
  // Disabled only once hydrated: without JavaScript a disabled default button would block
  // the form's submission for good.
  const hydrated = useHydrated();
  const input = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();
  useEffect(() => setText(request.q), [request.q]);
  const empty = text.trim() === '';
  return (
    <Form
      method="get"
      action="/search"
      role="search"
      className="flex flex-col gap-2 sm:flex-row"
      onSubmit={(event) => {
        // With JavaScript: the trimmed text, the filters and sort kept, page 1 (spec section 4).
        event.preventDefault();
        if (!empty) void navigate(searchPath({ ...request, q: text.trim(), page: 1 }));
      }}
    >
      <label htmlFor="search-q" className="sr-only">
        Search legal questions
      </label>
      <div className="relative flex-1">
        <SuggestInput
          inputRef={input}
          id="search-q"
          name="q"
          type="search"
          value={text}
          onValueChange={setText}
          placeholder="Describe your legal question..."
          autoComplete="off"
          maxLength={500}
          className="h-12 w-full rounded-md border border-slate-300 bg-white pr-10 pl-4 text-base text-slate-900 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100"
        />
        {/* Only once hydrated: without JavaScript the button could not clear anything. */}
        {hydrated && text !== '' && (
          <button
            type="button"
            aria-label="Clear search"
            onClick={() => {
              setText('');
              input.current?.focus();
            }}
            className="absolute top-1/2 right-2 h-8 w-8 -translate-y-1/2 rounded text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
          >
            ×
          </button>
        )}
      </div>
      {request.state && <input type="hidden" name="state" value={request.state} />}
      {request.country && <input type="hidden" name="country" value={request.country} />}
      {request.category !== null && <input type="hidden" name="category" value={request.category} />}
      {request.fromDate && <input type="hidden" name="from" value={request.fromDate} />}
      {request.toDate && <input type="hidden" name="to" value={request.toDate} />}
      {request.sort !== 'relevance' && <input type="hidden" name="sort" value={request.sort} />}
      <button
        type="submit"
        disabled={hydrated && (empty || loading)}
        className="h-12 rounded-md bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-60 dark:bg-brand-600"
      >
        {loading ? 'Searching…' : 'Search'}
      </button>
    </Form>
  );
}
