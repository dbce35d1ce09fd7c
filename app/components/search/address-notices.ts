import { shortText, withoutControlCharacters } from '#app/domain/text.ts';

/** The search page's address parameters (the search module's parameter names). */
type AddressParameter = 'q' | 'state' | 'country' | 'category' | 'from' | 'to' | 'sort' | 'page';

/**
 * What the search page says about a value in its address that it could not use, so a
 * filter is never silently dropped: the value as given (tidied, cut to 40 characters) and
 * what is shown instead.
 */
export function addressNotice(parameter: AddressParameter, raw: string | null): string {
  const given = `“${shortText(withoutControlCharacters(raw ?? ''), 40)}”`;
  switch (parameter) {
    case 'category':
      return `There is no practice area ${given}: showing results from every practice area.`;
    case 'state':
      return `${given} is not a US state code: showing results from every state.`;
    case 'country':
      return `${given} is not a country code: showing results from every country.`;
    case 'from':
    case 'to':
      return `${given} is not a date (YYYY-MM-DD), or ends before it starts: the “${parameter}” date is not applied.`;
    case 'sort':
      return `There is no sort ${given}: sorted by relevance.`;
    case 'page':
      return `${given} is not a page number from 1 to 100: showing page 1.`;
    case 'q':
      return `The search text ${given} could not be used.`;
  }
}
