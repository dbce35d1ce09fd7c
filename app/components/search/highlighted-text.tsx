import { highlightSegments } from '#app/search/index.ts';

/** Sentinel-marked text as React text nodes and <mark> elements: no HTML is ever injected. */
export function HighlightedText({ marked }: { marked: string }) {
  return (
    <>
      {highlightSegments(marked).map((segment, index) =>
        segment.marked ? (
          <mark key={index} className="rounded-sm bg-amber-200 px-0.5 text-slate-900 dark:bg-amber-300">
            {segment.text}
          </mark>
        ) : (
          segment.text
        ),
      )}
    </>
  );
}
