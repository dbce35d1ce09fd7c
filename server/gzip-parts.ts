import zlib from 'node:zlib';

/**
 * A body kept compressed, cut at its CSP nonce, that can be served gzip-compressed (or plain)
 * with any other nonce of the same length put back between its parts, without compressing
 * the body again and without keeping the plain text, so the page cache holds several times
 * as many pages in the same memory.
 *
 * Each part is deflated on its own as byte-aligned non-final blocks (Z_SYNC_FLUSH), so parts
 * and a deflated nonce chain into one valid deflate stream; an empty final block ends it.
 * The gzip trailer's CRC-32 of the whole body is combined from the parts' own CRCs and the
 * nonce's (zlib's crc32_combine), so the plain text is not needed for it either.
 */
export interface DeflatedParts {
  readonly deflated: readonly Buffer[];
  readonly crcs: readonly number[];
  readonly lengths: readonly number[];
  /** Bytes held: the deflated parts. */
  readonly bytes: number;
}

/**
 * Level 4 rather than zlib's default 6: on the site's pages it is markedly faster for a few
 * more bytes, and every page a render thread answers is deflated once.
 */
const CHAINABLE = { finishFlush: zlib.constants.Z_SYNC_FLUSH, level: 4 };
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x03]);
/** The last deflate block: final, fixed Huffman, empty. */
const DEFLATE_END = zlib.deflateRawSync(Buffer.alloc(0));

/** `body` cut at each occurrence of `nonce` (compared byte for byte, as latin1). */
export function cutAtNonce(body: Buffer, nonce: string): Buffer[] {
  if (!nonce) return [body];
  return body
    .toString('latin1')
    .split(nonce)
    .map((part) => Buffer.from(part, 'latin1'));
}

/**
 * Parts this small are kept as stored (uncompressed) deflate blocks: the few bytes between two
 * nonces gain nothing from compression, and each zlib stream costs more to set up than they do.
 */
const STORED_BELOW = 256;

/** The parts of `body` between occurrences of `separator`, each deflated once (synchronously). */
export function deflateParts(parts: readonly Buffer[]): DeflatedParts {
  return describe(
    parts,
    parts.map((part) => (part.length < STORED_BELOW ? storedBlocks(part) : zlib.deflateRawSync(part, CHAINABLE))),
  );
}

/** The same, with the compression done on libuv's thread pool instead of the calling thread. */
export async function deflatePartsAsync(parts: readonly Buffer[]): Promise<DeflatedParts> {
  const deflated = await Promise.all(
    parts.map((part) =>
      part.length < STORED_BELOW
        ? storedBlocks(part)
        : new Promise<Buffer>((resolve, reject) =>
            zlib.deflateRaw(part, CHAINABLE, (error, result) => (error ? reject(error) : resolve(result))),
          ),
    ),
  );
  return describe(parts, deflated);
}

/**
 * `data` as stored deflate blocks (RFC 1951 3.2.4), starting and ending byte-aligned like a
 * Z_SYNC_FLUSH output: per block of at most 65,535 bytes, a header byte (not final, type 00,
 * padded), LEN and its one's complement NLEN (little-endian), then the bytes as they are.
 */
export function storedBlocks(data: Buffer): Buffer {
  const pieces: Buffer[] = [];
  for (let offset = 0; offset < data.length; offset += 65_535) {
    const chunk = data.subarray(offset, Math.min(data.length, offset + 65_535));
    const header = Buffer.alloc(5);
    header.writeUInt16LE(chunk.length, 1);
    header.writeUInt16LE(~chunk.length & 0xffff, 3);
    pieces.push(header, chunk);
  }
  return Buffer.concat(pieces);
}

function describe(parts: readonly Buffer[], output: Buffer[]): DeflatedParts {
  // zlib hands back slices of its 16 KB output chunks: a page of ten small parts would pin
  // 160 KB. One exact-size copy holds them all (not from Buffer's shared 8 KB pool, which a
  // small kept answer would pin whole).
  const whole = Buffer.allocUnsafeSlow(output.reduce((sum, part) => sum + part.length, 0));
  const deflated: Buffer[] = [];
  let offset = 0;
  for (const part of output) {
    part.copy(whole, offset);
    deflated.push(whole.subarray(offset, offset + part.length));
    offset += part.length;
  }
  return {
    deflated,
    crcs: parts.map((part) => zlib.crc32(part)),
    lengths: parts.map((part) => part.length),
    bytes: deflated.reduce((sum, part) => sum + part.length, 0),
  };
}

/** The whole body as one gzip member, `separator` between the parts. */
export function gzipWith(kept: DeflatedParts, separator: Buffer): Buffer {
  const deflatedSeparator = storedBlocks(separator); // a nonce does not compress
  const separatorCrc = zlib.crc32(separator);
  let crc = 0;
  let length = 0;
  const pieces: Buffer[] = [GZIP_HEADER];
  kept.deflated.forEach((part, index) => {
    if (index > 0) {
      pieces.push(deflatedSeparator);
      crc = crc32Combine(crc, separatorCrc, separator.length);
      length += separator.length;
    }
    pieces.push(part);
    crc = crc32Combine(crc, kept.crcs[index]!, kept.lengths[index]!);
    length += kept.lengths[index]!;
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(length % 2 ** 32, 4);
  pieces.push(DEFLATE_END, trailer);
  return Buffer.concat(pieces);
}

/** The whole body uncompressed (for the rare client that does not accept gzip). */
export function plainWith(kept: DeflatedParts, separator: Buffer): Buffer {
  const pieces: Buffer[] = [];
  kept.deflated.forEach((part, index) => {
    if (index > 0) pieces.push(separator);
    pieces.push(zlib.inflateRawSync(part, CHAINABLE));
  });
  return Buffer.concat(pieces);
}

/**
 * CRC-32 of A followed by B from crc(A), crc(B) and B's length (zlib's crc32_combine):
 * crc(A) is advanced over len(B) zero bytes by the GF(2) operators for 2^k zero bytes,
 * computed once, then crc(B) is added.
 */
export function crc32Combine(crcA: number, crcB: number, lengthB: number): number {
  let crc = crcA >>> 0;
  let remaining = lengthB;
  for (let k = 0; remaining > 0 && k < ZERO_BYTES_OPERATORS.length; k++) {
    if (remaining % 2 === 1) crc = gf2MatrixTimes(ZERO_BYTES_OPERATORS[k]!, crc);
    remaining = Math.floor(remaining / 2);
  }
  return (crc ^ crcB) >>> 0;
}

/** ZERO_BYTES_OPERATORS[k] advances a CRC over 2^k zero bytes (k < 48: lengths below 2^48). */
const ZERO_BYTES_OPERATORS: Uint32Array[] = (() => {
  let operator: Uint32Array = new Uint32Array(32); // one zero bit
  operator[0] = 0xedb88320;
  for (let n = 1; n < 32; n++) operator[n] = (1 << (n - 1)) >>> 0;
  for (let i = 0; i < 3; i++) operator = gf2MatrixSquare(operator); // eight zero bits: one byte
  const operators = [operator];
  for (let k = 1; k < 48; k++) operators.push(gf2MatrixSquare(operators[k - 1]!));
  return operators;
})();

function gf2MatrixTimes(matrix: Uint32Array, vector: number): number {
  let sum = 0;
  let v = vector >>> 0;
  for (let i = 0; v !== 0; i++, v >>>= 1) if (v & 1) sum ^= matrix[i]!;
  return sum >>> 0;
}

function gf2MatrixSquare(matrix: Uint32Array): Uint32Array {
  const square = new Uint32Array(32);
  for (let n = 0; n < 32; n++) square[n] = gf2MatrixTimes(matrix, matrix[n]!);
  return square;
}
