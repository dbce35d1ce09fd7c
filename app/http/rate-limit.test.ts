import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clientKey, RateLimiter, SlidingLogLimiter } from './rate-limit.ts';

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

describe('SlidingLogLimiter', () => {
  const MINUTE = 60_000;

  it('allows at most the limit in any span of the window, across what would be a fixed window\'s boundary', () => {
    // 1 at 0:00, 4 at 9:30, then 5 tries at 10:00: a fixed window would accept all 5 (9 in 30 s).
    const limiter = new SlidingLogLimiter(5, 10 * MINUTE);
    expect(limiter.hit('a', 0).allowed).toBe(true);
    for (let i = 0; i < 4; i++) expect(limiter.hit('a', 9.5 * MINUTE).allowed).toBe(true);
    const at10 = [1, 2, 3, 4, 5].map(() => limiter.hit('a', 10 * MINUTE));
    expect(at10.map((d) => d.allowed)).toEqual([true, false, false, false, false]);
    // The next is allowed once the 9:30 ones are 10 minutes old, and Retry-After says so.
    expect(at10[1]!.retryAfterSeconds).toBe(9.5 * 60);
    expect(limiter.hit('a', 19.5 * MINUTE - 1).allowed).toBe(false);
    expect(limiter.hit('a', 19.5 * MINUTE).allowed).toBe(true);
  });

  it('never accepts more than the limit within any window, whatever the timing (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 3 * MINUTE }), { maxLength: 60 }), fc.integer({ min: 1, max: 6 }), (gaps, limit) => {
        const limiter = new SlidingLogLimiter(limit, MINUTE);
        const accepted: number[] = [];
        let now = 0;
        for (const gap of gaps) {
          now += gap;
          if (limiter.hit('a', now).allowed) accepted.push(now);
        }
        for (let i = limit; i < accepted.length; i++) expect(accepted[i]! - accepted[i - limit]!).toBeGreaterThanOrEqual(MINUTE);
      }),
    );
  });

  it('keeps clients apart and memory bounded', () => {
    const limiter = new SlidingLogLimiter(1, 1_000, 10);
    expect(limiter.hit('a', 0).allowed).toBe(true);
    expect(limiter.hit('b', 0).allowed).toBe(true);
    for (let i = 0; i < 100; i++) limiter.hit(`k${i}`, 0);
    expect(limiter.hit('k0', 0).allowed).toBe(true); // evicted, so counted afresh
  });
});

describe('clientKey', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:db8:1:2::1', '2001:db8:1:2::/64'],
    ['2001:0DB8:0001:0002:ffff::9', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['2001:db8:1:2::192.0.2.1', '2001:db8:1:2::/64'],
  ])('counts %s as %s', (address, key) => {
    expect(clientKey(address)).toBe(key);
  });
  it('gives every address of one /64 the same key, and another /64 another', () => {
    expect(clientKey('2001:db8:aa:bb:1::1')).toBe(clientKey('2001:db8:aa:bb:ffff:ffff:ffff:ffff'));
    expect(clientKey('2001:db8:aa:bb::1')).not.toBe(clientKey('2001:db8:aa:bc::1'));
  });
});
