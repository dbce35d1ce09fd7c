import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashMarkedScripts, scriptHash } from './inline-scripts.ts';

const sha = (text: string) => `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;
const page = (text: string) => Buffer.from(text, 'utf8');

describe('hashMarkedScripts', () => {
  it("hashes the page's own inline scripts and takes their marker out", () => {
    const { html, hashes } = hashMarkedScripts(
      page('<head><link rel="modulepreload" href="/a.js" nonce="M1"/></head><body><p>é</p><script nonce="M1">window.x = "é";</script><script type="module" async="" nonce="M1">import "/a.js";</script></body>'),
      'M1',
    );
    expect(html.toString('utf8')).toBe('<head><link rel="modulepreload" href="/a.js"/></head><body><p>é</p><script>window.x = "é";</script><script type="module" async="">import "/a.js";</script></body>');
    expect(hashes).toEqual([sha('window.x = "é";'), sha('import "/a.js";')]);
  });

  it('gives a script that carries no marker (from archive text) no hash', () => {
    const { hashes } = hashMarkedScripts(page('<div><script>alert(1)</script><script nonce="guess">alert(2)</script></div><script nonce="M2">ok()</script>'), 'M2');
    expect(hashes).toEqual([sha('ok()')]);
  });

  it('lists a script met twice once, and hashes no external script', () => {
    const { html, hashes } = hashMarkedScripts(page('<script nonce="M3">a()</script><script nonce="M3">a()</script><script src="/x.js" nonce="M3"></script>'), 'M3');
    expect(hashes).toEqual([sha('a()')]);
    expect(html.toString()).toBe('<script>a()</script><script>a()</script><script src="/x.js"></script>');
  });

  it('refuses a page where the marker is left anywhere else: the page would differ per render', () => {
    expect(() => hashMarkedScripts(page('<script nonce="M4">var m = "M4";</script>'), 'M4')).toThrow(/marker/);
  });

  it('gives the same page and hashes whatever the marker', () => {
    const render = (marker: string) => hashMarkedScripts(page(`<script nonce="${marker}">go()</script>`), marker);
    const [a, b] = [render('first-marker'), render('second-marker')];
    expect(a.html.equals(b.html)).toBe(true);
    expect(a.hashes).toEqual(b.hashes);
  });
});

describe('scriptHash', () => {
  it('hashes line breaks and NUL as the HTML parser leaves them', () => {
    expect(scriptHash(page('a\r\nb\rc'))).toBe(sha('a\nb\nc'));
    expect(scriptHash(page('a\0b'))).toBe(sha('a\uFFFDb'));
  });
});
