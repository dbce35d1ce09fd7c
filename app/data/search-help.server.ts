import type { RouterContextProvider } from 'react-router';
import { CATEGORY_FILTER_CODES, LIST_KIND, SORT_CODES } from '#app/domain/listing-options.ts';
import { areaHints, HELP_BELOW, HELP_QUESTIONS } from '#app/domain/search-help.ts';
import { helpSearches, search } from '#app/search/index.server.ts';
import type { SearchResult } from '#app/search/index.ts';
import { getCategories, getCategoryById } from './categories.server.ts';
import { getListingPage, type ListingQuestion } from './listings.server.ts';

export interface SearchHelp {
  /** Each telling word searched alone, with how many questions have it ("any of these words"). */
  readonly words: ReadonlyArray<{ word: string; total: number; approximate: boolean }>;
  /** The practice areas the words point to, with how many of their questions have the word. */
  readonly areas: ReadonlyArray<{ categoryId: number; name: string; slug: string; count: number; word: string }>;
  /** The likeliest area's popular answered questions (most answers and votes). */
  readonly likeliest: { name: string; slug: string; questions: readonly ListingQuestion[] } | null;
  /** When the words point nowhere: the busiest practice areas, as other ways in. */
  readonly busiest: ReadonlyArray<{ name: string; slug: string; questionCount: number }>;
}

/**
 * Other ways in when a search finds fewer than a page of questions (the search page's help
 * panel): each telling word alone, the practice areas those words point to, and the popular
 * answered questions of the likeliest one; the busiest areas when the words point nowhere.
 * Null when the search found a page or more.
 */
export async function searchHelp(context: Readonly<RouterContextProvider>, result: SearchResult): Promise<SearchHelp | null> {
  if (result.total >= HELP_BELOW || result.page > 1) return null;
  try {
    return await helpFor(context, helpSearches(result));
  } catch {
    // The help is extra: a search of one word that fails or times out leaves the results page as it was.
    return null;
  }
}

async function helpFor(context: Readonly<RouterContextProvider>, searches: ReturnType<typeof helpSearches>): Promise<SearchHelp> {
  const words = searches.map(({ word }) => word);
  const perWord = await Promise.all(
    searches.map(async ({ word, request }) => {
      const found = await search(request, { context });
      return { word, total: found.total, approximate: found.totalApproximate, areas: found.facets.category };
    }),
  );
  const areas = areaHints(perWord).flatMap((hint) => {
    const category = getCategoryById(hint.categoryId);
    return category ? [{ ...hint, name: category.name, slug: category.slug }] : [];
  });
  const top = areas[0];
  const likeliest = top
    ? {
        name: top.name,
        slug: top.slug,
        questions: getListingPage(LIST_KIND.category, top.categoryId, SORT_CODES.popular, CATEGORY_FILTER_CODES.answered, 1, HELP_QUESTIONS).results,
      }
    : null;
  const busiest =
    areas.length > 0
      ? []
      : getCategories()
          .filter((c) => c.questionCount > 0)
          .sort((a, b) => b.questionCount - a.questionCount)
          .slice(0, 6)
          .map((c) => ({ name: c.name, slug: c.slug, questionCount: c.questionCount }));
  return {
    words: perWord.filter((w) => w.total > 0 && words.length > 1).map(({ word, total, approximate }) => ({ word, total, approximate })),
    areas,
    likeliest,
    busiest,
  };
}
