/**
 * The article's HTML body. `sanitizedHtml` must be the output of sanitizeArticleHtml()
 * (app/domain/sanitize-html.ts), applied on the server for every request; nothing else
 * may be passed here.
 */
export function ArticleBody({ sanitizedHtml }: { sanitizedHtml: string }) {
  return (
    <div
      className="article-body text-base leading-7 text-slate-800 dark:text-slate-200 [&_a[href]]:text-brand-700 [&_a[href]]:underline dark:[&_a[href]]:text-brand-100 [&_blockquote]:mt-6 [&_blockquote]:border-l-4 [&_blockquote]:border-brand-600 [&_blockquote]:pl-4 [&_blockquote]:italic [&_code]:font-mono [&_code]:text-sm [&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:font-semibold [&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-semibold [&_h4]:mt-6 [&_h4]:font-semibold [&_hr]:my-8 [&_li]:mt-1 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mt-4 [&_pre]:mt-4 [&_pre]:overflow-x-auto [&_pre]:rounded [&_pre]:bg-slate-100 [&_pre]:p-3 dark:[&_pre]:bg-slate-800 [&_table]:mt-4 [&_table]:w-full [&_table]:border-collapse [&_td]:border [&_td]:border-slate-300 [&_td]:px-2 [&_td]:py-1 [&_th]:border [&_th]:border-slate-300 [&_th]:px-2 [&_th]:py-1 [&_th]:text-left [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-6"
      dangerouslySetInnerHTML={{ __html: sanitizedHtml }}
    />
  );
}
