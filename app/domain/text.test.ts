import { describe, expect, it } from 'vitest';
import { cleanText, decodeEntities, shortText, withoutControlCharacters } from './text.ts';

describe('decodeEntities', () => {
  it('decodes named, decimal and hex references once', () => {
    expect(decodeEntities('Tom &amp; Jerry &quot;x&quot; &#39;y&#39; &#x263A; &amp;lt;')).toBe('Tom & Jerry "x" \'y\' ☺ &lt;');
  });
  it('leaves unknown names and drops invalid code points', () => {
    expect(decodeEntities('&bogus; &#0; &#xD800; ok')).toBe('&bogus;   ok');
  });
});

describe('cleanText (spec section 5: entities and tags cleaned)', () => {
  it('removes tags, keeps paragraph breaks and decodes entities', () => {
    expect(cleanText('<p>First&nbsp;line</p><p>Second <b>bold</b><br>third</p>')).toBe('First line\nSecond bold\nthird');
  });
  it('drops script and style bodies entirely', () => {
    expect(cleanText('a<script>alert(1)</script>b<style>p{}</style>c')).toBe('a b c');
  });
  it('does not turn escaped markup into tags', () => {
    expect(cleanText('&lt;script&gt;alert(1)&lt;/script&gt;')).toBe('<script>alert(1)</script>');
  });
});

describe('shortText', () => {
  it('keeps short text and cuts long text on a word with an ellipsis', () => {
    expect(shortText('one two', 10)).toBe('one two');
    const cut = shortText('alpha beta gamma delta epsilon', 20);
    expect(cut.length).toBeLessThanOrEqual(20);
    expect(cut).toBe('alpha beta gamma…');
  });
});

describe('withoutControlCharacters', () => {
  it('replaces NUL, other C0 and C1 controls and DEL with spaces, keeping other text', () => {
    expect(withoutControlCharacters('a\u0000b\u0007c\u001bd\u007fe\u0085f')).toBe('a b c d e f');
    expect(withoutControlCharacters('tab\there\nnew')).toBe('tab here new');
    expect(withoutControlCharacters('Déjà vu – “quoted” 東京')).toBe('Déjà vu – “quoted” 東京');
  });
});
