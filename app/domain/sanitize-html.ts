import sanitizeHtml from 'sanitize-html';

/**
 * The one allow-list for article HTML, used by the importer (scripts/import) and again when
 * a page or API call serves an article, so a row written by another tool, or an archive
 * imported before a rule was tightened, is still made safe on the way out.
 *
 * Kept: text structure (paragraphs, headings, lists, quotes, tables, emphasis, code) and
 * links with http(s), mailto or relative URLs. Dropped: scripts, styles, event handlers,
 * iframes, forms, images and SVG/MathML (no tracking pixels, no data: URLs), classes and
 * ids. Outbound links get rel="noopener nofollow"; any rel from the input is discarded.
 */
export const ARTICLE_ALLOWED_TAGS: readonly string[] = [
  'p',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  'blockquote',
  'strong',
  'em',
  'b',
  'i',
  'u',
  's',
  'sub',
  'sup',
  'small',
  'mark',
  'abbr',
  'cite',
  'q',
  'a',
  'br',
  'hr',
  'table',
  'caption',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'code',
  'pre',
];

const EXTERNAL_HREF = /^https?:\/\//i;

export const ARTICLE_SANITIZE_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...ARTICLE_ALLOWED_TAGS],
  allowedAttributes: {
    a: ['href', 'title', 'rel'],
    abbr: ['title'],
    th: ['scope', 'colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  allowedStyles: {},
  disallowedTagsMode: 'discard',
  // Bodies of these never become text: a stripped <script> must not leave its source behind.
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'template',
    'iframe',
    'object',
    'svg',
    'math',
    'title',
    'head',
  ],
  transformTags: {
    // The page already has its own <h1> (the article title); a body h1 becomes a section heading.
    h1: 'h2',
    // Rebuilds the attributes so a rel or target from the input never survives; only ours does.
    a: (tagName, attribs) => {
      const next: Record<string, string> = {};
      const href = attribs.href?.trim();
      if (href) next.href = href;
      if (attribs.title !== undefined) next.title = attribs.title;
      if (href && EXTERNAL_HREF.test(href)) next.rel = 'noopener nofollow';
      return { tagName, attribs: next };
    },
  },
};

export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, ARTICLE_SANITIZE_OPTIONS);
}
