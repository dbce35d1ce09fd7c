/**
 * The allow-list lives in app/domain/sanitize-html.ts so the importer and the pages that
 * serve articles apply the same rules.
 */
export { sanitizeArticleHtml } from '#app/domain/sanitize-html.ts';
