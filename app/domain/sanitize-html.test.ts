import { describe, expect, it } from 'vitest';
import { sanitizeArticleHtml } from './sanitize-html.ts';

const clean = (html: string) => sanitizeArticleHtml(html);

describe('sanitizeArticleHtml', () => {
  it('keeps the text structure', () => {
    const html =
      '<h2>Two paths</h2><p>A <strong>b</strong> <em>c</em></p><ul><li>x</li></ul><blockquote>q</blockquote>';
    expect(clean(html)).toBe(html);
    expect(
      clean('<table><thead><tr><th scope="col">A</th></tr></thead><tbody><tr><td>1</td></tr></tbody></table>'),
    ).toContain('<th scope="col">A</th>');
  });

  it('drops scripts, their source and other code-bearing elements', () => {
    const out = clean(
      '<p>a</p><script>window.pwned=1</script><style>p{color:red}</style><iframe src="https://evil.example">x</iframe>' +
        '<svg onload="alert(1)"><script>alert(2)</script></svg><math><mi>x</mi></math><object data="x"></object>' +
        '<embed src="x"><form action="/x"><input name="a"><button>go</button></form><noscript><img src=x></noscript>' +
        '<template><script>alert(3)</script></template><base href="https://evil.example/"><meta http-equiv="refresh" content="0;url=javascript:alert(1)"><link rel="stylesheet" href="x">',
    );
    expect(out).toBe('<p>a</p>go');
  });

  it('removes every event handler, style, class and id', () => {
    const out = clean(
      '<p onclick="alert(1)" style="background:url(javascript:alert(1))" class="x" id="y" onmouseover=alert(1)>t</p><img src=x onerror="alert(1)"><b ONFOCUS="a()" tabindex="1">b</b>',
    );
    expect(out).toBe('<p>t</p><b>b</b>');
  });

  it('drops javascript:, vbscript: and data: URLs, including entity and whitespace tricks', () => {
    const hostile = [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'jav&#x09;ascript:alert(1)',
      '&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)',
      '&#x6A;avascript&colon;alert(1)',
      'vbscript:msgbox(1)',
      'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
      '//evil.example/x',
    ];
    for (const href of hostile) {
      const out = clean(`<a href="${href}">x</a>`);
      expect(out, href).toBe('<a>x</a>');
    }
  });

  it('marks outbound links noopener nofollow and replaces any rel or target from the input', () => {
    expect(clean('<a href="https://www.uscourts.gov/" rel="follow" target="_blank" onclick="x()">c</a>')).toBe(
      '<a href="https://www.uscourts.gov/" rel="noopener nofollow">c</a>',
    );
    expect(clean('<a href="HTTP://example.org">c</a>')).toBe(
      '<a href="HTTP://example.org" rel="noopener nofollow">c</a>',
    );
    expect(clean('<a href="/legal-questions" rel="opener">ours</a>')).toBe('<a href="/legal-questions">ours</a>');
    expect(clean('<a href="mailto:help@example.org" title="Write">w</a>')).toBe(
      '<a href="mailto:help@example.org" title="Write">w</a>',
    );
  });

  it('re-escapes text and attribute values so nothing breaks out', () => {
    expect(clean('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>')).toBe('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>');
    expect(clean('<a href="/x" title="&quot; onmouseover=&quot;alert(1)">x</a>')).toBe(
      '<a href="/x" title="&quot; onmouseover=&quot;alert(1)">x</a>',
    );
  });

  it('turns a body h1 into h2 (the page title is the only h1)', () => {
    expect(clean('<h1>Intro</h1>')).toBe('<h2>Intro</h2>');
  });

  it('is idempotent, so sanitizing again at render changes nothing', () => {
    const once = clean(
      '<p>See <a href="https://a.example" rel="x">a</a> and <a href="/b">b</a>.</p><script>x</script>',
    );
    expect(clean(once)).toBe(once);
  });
});
