import { LISTING_PAGE_SIZE } from './listing-options.ts';

/**
 * A country gets a page per practice area once its questions fill more than two listing
 * pages: below that, its own page already shows all of them within a click or two.
 */
export const COUNTRY_AREA_MIN_QUESTIONS = 2 * LISTING_PAGE_SIZE + 1;

/** The attorneys shown on a place's practice-area page. */
export const PLACE_AREA_ATTORNEYS = 6;

/** Practice areas listed on a state's or country's page, and states on a category's page. */
export const PLACE_AREA_LINKS = 12;

/** "Landlord & Tenants in Texas": the page's heading and, with the page number, its title. */
export function placeAreaName(categoryName: string, placeName: string): string {
  return `${categoryName} in ${placeName}`;
}

/** The page's description for search engines, with the real count (cut to 160 characters by the page's meta). */
export function placeAreaDescription(categoryName: string, placeName: string, questions: number): string {
  const count = questions === 1 ? '1 question' : `${questions.toLocaleString('en-US')} questions`;
  return `${count} about ${categoryName.toLowerCase()} from ${placeName}, answered by attorneys. Read the answers and find attorneys who practise there.`;
}
