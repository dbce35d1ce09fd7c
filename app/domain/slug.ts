/** Maximum length of a question slug (spec section 9). */
export const QUESTION_SLUG_MAX = 60;

/**
 * Question slug (spec "Question URL shapes"): lowercased title with non-alphanumeric
 * characters removed, whitespace and repeated dashes collapsed to one dash, cut to 60
 * characters, stripped of leading and trailing dashes.
 */
export function questionSlug(title: string): string {
  return asciiFold(title)
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, '')
    .replace(/[\s-]+/g, '-')
    .slice(0, QUESTION_SLUG_MAX)
    .replace(/^-+|-+$/g, '');
}

/**
 * Category slug (spec document 2, section 5): lower-case; remove characters other than
 * letters, digits, whitespace and hyphens; collapse spaces and repeated hyphens to one
 * hyphen; trim hyphens at the ends. Also used for places, tags and attorney names.
 */
export function categorySlug(name: string): string {
  return asciiFold(name)
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/[\s-]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** "José" -> "Jose": accents are dropped rather than deleting the whole letter. */
function asciiFold(text: string): string {
  return text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
}
