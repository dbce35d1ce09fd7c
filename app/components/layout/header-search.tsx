import { SuggestInput } from '#app/components/search/suggest-input.tsx';
import { useSearchBox } from '#app/components/search/use-search-box.ts';

/**
 * Header search box. Without JavaScript it is a plain GET form to /search; with it, the
 * text is trimmed and an empty search does nothing (spec: Shared layout).
 */
export function HeaderSearch({ id = 'header-search' }: { id?: string }) {
  const { text, setText, onSubmit } = useSearchBox();

  return (
    <form role="search" method="get" action="/search" onSubmit={onSubmit} className="flex min-w-0 items-center">
      <label htmlFor={id} className="sr-only">
        Search legal questions
      </label>
      <SuggestInput
        id={id}
        wrapperClassName="min-w-0 flex-1"
        name="q"
        type="search"
        value={text}
        onValueChange={setText}
        placeholder="Search legal questions..."
        autoComplete="off"
        required
        pattern=".*\S.*"
        maxLength={500}
        className="h-10 w-full min-w-0 rounded-l-md border border-slate-300 bg-white px-3 text-sm text-slate-900 placeholder:text-slate-500 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400"
      />
      <button
        type="submit"
        className="h-10 rounded-r-md bg-brand-700 px-3 text-sm font-medium text-white hover:bg-brand-800 dark:bg-brand-600"
      >
        Search
      </button>
    </form>
  );
}
