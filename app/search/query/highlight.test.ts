import { describe, expect, it } from 'vitest';
import {
  MARK_CLOSE as C,
  MARK_OPEN as O,
  highlightHtml,
  highlightSegments,
  withoutSentinels,
} from '#app/search/query/highlight.ts';

describe('highlights', () => {
  it('splits marked text into segments', () => {
    expect(highlightSegments(`a ${O}b${C} c`)).toEqual([
      { text: 'a ', marked: false },
      { text: 'b', marked: true },
      { text: ' c', marked: false },
    ]);
  });
  it('escapes archive text and only adds <mark>', () => {
    expect(highlightHtml(`<script>alert("x")</script> ${O}divorce${C} & 'more'`)).toBe(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; <mark>divorce</mark> &amp; &#39;more&#39;',
    );
    expect(highlightHtml(`${O}<b>${C}`)).toBe('<mark>&lt;b&gt;</mark>');
  });
  it('removes sentinels the archive text may contain', () => {
    expect(withoutSentinels(`x${O}y${C}`)).toBe('xy');
  });
});
