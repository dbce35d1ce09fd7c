import { describe, expect, it } from 'vitest';
import { RateLimiter } from './rate-limit.ts';

describe('RateLimiter', () => {
  it('allows up to the limit per window, then refuses with the seconds left', () => {
    const limiter = new RateLimiter(3, 60_000);
    expect([1, 2, 3].map(() => limiter.hit('a', 1_000).allowed)).toEqual([true, true, true]);
    const refused = limiter.hit('a', 31_000);
    expect(refused).toEqual({ allowed: false, remaining: 0, retryAfterSeconds: 30 });
    expect(limiter.hit('b', 31_000).allowed).toBe(true);
  });
  it('starts a new window once the old one is over', () => {
    const limiter = new RateLimiter(1, 1_000);
    expect(limiter.hit('a', 0).allowed).toBe(true);
    expect(limiter.hit('a', 999).allowed).toBe(false);
    expect(limiter.hit('a', 1_000).allowed).toBe(true);
  });
  it('keeps memory bounded', () => {
    const limiter = new RateLimiter(1, 1_000, 10);
    for (let i = 0; i < 100; i++) limiter.hit(`k${i}`, 0);
    expect(limiter.hit('k0', 0).allowed).toBe(true); // evicted, so counted afresh
  });
});
