import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { crc32Combine, deflateParts, deflatePartsAsync, gzipWith, plainWith, storedBlocks } from './gzip-parts.ts';

const text = (n: number, seed: number) =>
  Buffer.from(Array.from({ length: n }, (_, i) => String.fromCharCode(32 + ((i * 7919 + seed * 31) % 90))).join(''), 'latin1');

describe('crc32Combine', () => {
  it.each([
    [0, 0],
    [1, 0],
    [0, 1],
    [5, 3],
    [1000, 65_537],
    [70_000, 12_345],
  ])('gives zlib.crc32 of A+B for lengths %i and %i', (lengthA, lengthB) => {
    const a = text(lengthA, 1);
    const b = text(lengthB, 2);
    expect(crc32Combine(zlib.crc32(a), zlib.crc32(b), b.length)).toBe(zlib.crc32(Buffer.concat([a, b])));
  });
});

describe('deflated parts', () => {
  const parts = [text(40_000, 3), Buffer.from('<script nonce="'), text(5, 4), Buffer.from('">x</script>'), Buffer.alloc(0)];
  const nonce = Buffer.from('AbCdEfGhIjKlMnOpQrStUv==');
  const whole = Buffer.concat(parts.flatMap((part, i) => (i > 0 ? [nonce, part] : [part])));

  it('serve a valid gzip member of the whole body with the nonce between the parts (CRC and length checked by zlib)', () => {
    const kept = deflateParts(parts);
    const gzip = gzipWith(kept, nonce);
    expect(zlib.gunzipSync(gzip).equals(whole)).toBe(true); // gunzip verifies the trailer's CRC-32 and length
    expect(kept.bytes).toBeLessThan(whole.length / 2);
  });

  it('serve the plain body, another nonce in place', () => {
    const other = Buffer.from('ZZZZZZZZZZZZZZZZZZZZZZ==');
    const kept = deflateParts(parts);
    expect(plainWith(kept, other).toString('latin1')).toBe(whole.toString('latin1').replaceAll(nonce.toString('latin1'), other.toString('latin1')));
  });

  it('compressed on the thread pool are the same', async () => {
    const kept = await deflatePartsAsync(parts);
    expect(zlib.gunzipSync(gzipWith(kept, nonce)).equals(whole)).toBe(true);
  });

  it('a body without its nonce is one part', () => {
    const kept = deflateParts([Buffer.from('{"a":1}')]);
    expect(zlib.gunzipSync(gzipWith(kept, nonce)).toString()).toBe('{"a":1}');
  });
});

describe('stored blocks', () => {
  it.each([0, 1, 255, 65_535, 65_536, 200_000])('of %i bytes inflate back to the same bytes', (n) => {
    const data = text(n, 8);
    const stream = Buffer.concat([storedBlocks(data), zlib.deflateRawSync(Buffer.alloc(0))]); // ended by an empty final block
    expect(zlib.inflateRawSync(stream).equals(data)).toBe(true);
  });

  it('keep tiny parts uncompressed, large ones deflated', () => {
    const kept = deflateParts([Buffer.from('">'), text(10_000, 9)]);
    expect(kept.deflated[0]!.equals(storedBlocks(Buffer.from('">')))).toBe(true);
    expect(kept.deflated[1]!.length).toBeLessThan(10_000);
  });
});

describe('kept parts', () => {
  it('hold one exact-size buffer, not zlib output chunks', () => {
    const kept = deflateParts([text(100, 5), text(3, 6), text(200, 7)]);
    const buffers = new Set(kept.deflated.map((part) => part.buffer));
    expect(buffers.size).toBe(1);
    expect(kept.deflated[0]!.buffer.byteLength).toBe(kept.bytes); // not a 16 KB zlib chunk per part
    expect(kept.deflated.reduce((sum, part) => sum + part.byteLength, 0)).toBe(kept.bytes);
  });
});
