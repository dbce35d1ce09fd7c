import { Link } from '#app/components/ui/link.tsx';
import { SuggestInput } from '#app/components/search/suggest-input.tsx';
import { useSearchBox } from '#app/components/search/use-search-box.ts';
import { searchHref } from '#app/domain/navigation.ts';

const EXAMPLES = ['security deposit', 'child custody', 'wrongful termination', 'car accident'];

/**
 * Hero with the archive search. Without JavaScript it is a GET form to /search; with it,
 * Enter or Search Database goes to /search?q= with the trimmed text, and an empty search
 * does nothing (spec A§2 Home page).
 */
export function HomeHero({ answeredQuestions }: { answeredQuestions: string }) {
  const { text, setText, onSubmit } = useSearchBox();
  return (
    <section
      aria-labelledby="home-title"
      className="bg-gradient-to-b from-brand-50 to-white px-4 pt-16 pb-12 dark:from-slate-900 dark:to-slate-950"
    >
      <div className="mx-auto max-w-3xl text-center">
        <h1 id="home-title" className="text-4xl font-bold tracking-tight text-balance sm:text-5xl">
          Legal questions, answered by attorneys
        </h1>
        <p className="mt-4 text-lg text-slate-700 dark:text-slate-300">
          Search {answeredQuestions} real questions and the answers attorneys gave to them. Free, public, and{' '}
          <span className="whitespace-nowrap">no sign-in</span>.
        </p>
        <form
          role="search"
          method="get"
          action="/search"
          onSubmit={onSubmit}
          className="mt-8 flex flex-col gap-2 sm:flex-row"
        >
          <label htmlFor="hero-search" className="sr-only">
            Search the legal question database
          </label>
          <SuggestInput
            id="hero-search"
            wrapperClassName="min-w-0 sm:flex-1"
            name="q"
            type="search"
            value={text}
            onValueChange={setText}
            placeholder="Describe your legal question..."
            required
            pattern=".*\S.*"
            maxLength={500}
            className="h-12 w-full min-w-0 rounded-md border border-slate-400 bg-white px-4 text-base text-slate-900 placeholder:text-slate-600 dark:border-slate-500 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400"
          />
          <button
            type="submit"
            className="h-12 rounded-md bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800 dark:bg-brand-600 dark:hover:bg-brand-700"
          >
            Search Database
          </button>
        </form>
        <p className="mt-4 text-sm text-slate-700 dark:text-slate-300">
          Try:{' '}
          {EXAMPLES.map((example, index) => (
            <span key={example}>
              {index > 0 && ', '}
              <Link
                to={searchHref(example)!}
                className="font-medium text-brand-700 underline-offset-2 hover:underline dark:text-brand-100"
              >
                {example}
              </Link>
            </span>
          ))}
        </p>
      </div>
    </section>
  );
}
