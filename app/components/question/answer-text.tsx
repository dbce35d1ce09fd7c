/** Plain archive text as paragraphs and line breaks, rendered as React text (escaped). */
export function PlainText({ text, className }: { text: string; className?: string }) {
  const paragraphs = text.split(/\n{2,}/).filter((p) => p.trim());
  return (
    <div className={className}>
      {paragraphs.map((paragraph, i) => {
        const lines = paragraph.split('\n');
        return (
          <p key={i} className="mt-3 first:mt-0">
            {lines.map((line, j) => (
              <span key={j}>
                {j > 0 && <br />}
                {line}
              </span>
            ))}
          </p>
        );
      })}
    </div>
  );
}
