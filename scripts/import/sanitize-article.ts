import sanitizeHtml from 'sanitize-html';

/**
 * Article bodies are HTML written elsewhere: keep the text structure, drop everything
 * that could run code or restyle the page (scripts, styles, event handlers, iframes,
 * classes), and mark outbound links so they pass no referrer authority or window access.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'ul',
    'ol',
    'li',
    'blockquote',
    'strong',
    'em',
    'b',
    'i',
    'a',
    'br',
    'hr',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'code',
    'pre',
  ],
  allowedAttributes: { a: ['href', 'title', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // Rebuilds the attributes so a rel from the input never survives; only ours does.
    a: (tagName, attribs) => {
      const next: Record<string, string> = {};
      if (attribs.href !== undefined) next.href = attribs.href;
      if (attribs.title !== undefined) next.title = attribs.title;
      if (attribs.href && /^https?:\/\//i.test(attribs.href.trim())) next.rel = 'noopener nofollow';
      return { tagName, attribs: next };
    },
  },
};

export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
