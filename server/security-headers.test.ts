import { describe, expect, it } from 'vitest';
import { nextNonce } from './security-headers.ts';

describe('nextNonce', () => {
  it('gives 16 random bytes in base64, never the same twice, across pool refills', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 2000; i++) {
      const nonce = nextNonce();
      expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      seen.add(nonce);
    }
    expect(seen.size).toBe(2000); // 2000 draws span several pools of 256
  });
});
