/**
 * Fixed-window request counter per client key (IP address), kept in memory. Used for the
 * search API, the JSON calls and the contact form. Pure: the caller passes the time.
 */
export interface RateLimitDecision {
  readonly allowed: boolean;
  readonly remaining: number;
  /** Seconds until the window resets (for Retry-After). */
  readonly retryAfterSeconds: number;
}

export class RateLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(
    readonly limit: number,
    readonly windowMs: number,
    private readonly maxKeys = 100_000,
  ) {}

  hit(key: string, now: number): RateLimitDecision {
    let window = this.windows.get(key);
    if (!window || now - window.start >= this.windowMs) {
      if (!window && this.windows.size >= this.maxKeys) this.evictExpired(now);
      window = { start: now, count: 0 };
      this.windows.set(key, window);
    }
    window.count++;
    const retryAfterSeconds = Math.max(1, Math.ceil((window.start + this.windowMs - now) / 1000));
    return { allowed: window.count <= this.limit, remaining: Math.max(0, this.limit - window.count), retryAfterSeconds };
  }

  /** Bounded memory under many distinct clients: drop finished windows, then the oldest. */
  private evictExpired(now: number): void {
    for (const [key, window] of this.windows) if (now - window.start >= this.windowMs) this.windows.delete(key);
    if (this.windows.size >= this.maxKeys) {
      const oldest = this.windows.keys().next().value;
      if (oldest !== undefined) this.windows.delete(oldest);
    }
  }
}

/**
 * At most `limit` hits per client in ANY span of `windowMs` (a sliding log of the times of
 * the hits it allowed), for small limits that must hold exactly: the contact form's 5 per
 * 10 minutes. A fixed window lets a client send its 5 at the end of one window and 5 more at
 * the start of the next (a test saw 7 accepted in under 5 minutes). Memory: `limit` numbers
 * per client, for at most `maxKeys` clients.
 */
export class SlidingLogLimiter {
  private readonly logs = new Map<string, number[]>();

  constructor(
    readonly limit: number,
    readonly windowMs: number,
    private readonly maxKeys = 100_000,
  ) {}

  hit(key: string, now: number): RateLimitDecision {
    let log = this.logs.get(key);
    if (!log) {
      if (this.logs.size >= this.maxKeys) this.evict(now);
      log = [];
      this.logs.set(key, log);
    }
    while (log.length > 0 && now - log[0]! >= this.windowMs) log.shift();
    if (log.length < this.limit) {
      log.push(now);
      const retryAfterSeconds = Math.max(1, Math.ceil((log[0]! + this.windowMs - now) / 1000));
      return { allowed: true, remaining: this.limit - log.length, retryAfterSeconds };
    }
    // Refused hits are not logged: waiting out the oldest allowed one is enough.
    return { allowed: false, remaining: 0, retryAfterSeconds: Math.max(1, Math.ceil((log[0]! + this.windowMs - now) / 1000)) };
  }

  /** Drops clients with nothing left in their window, then the oldest client. */
  private evict(now: number): void {
    for (const [key, log] of this.logs) if (log.length === 0 || now - log[log.length - 1]! >= this.windowMs) this.logs.delete(key);
    if (this.logs.size >= this.maxKeys) {
      const oldest = this.logs.keys().next().value;
      if (oldest !== undefined) this.logs.delete(oldest);
    }
  }
}

/**
 * The key a client's requests are counted under: its IPv4 address, or the /64 of its IPv6
 * address (one subscriber's network: a host given a /64 picks any address in it at will).
 * An IPv4-mapped IPv6 address counts as its IPv4 address.
 */
export function clientKey(address: string): string {
  if (!address.includes(':')) return address;
  const plain = address.split('%')[0]!.toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(plain);
  if (mapped) return mapped[1]!;
  const groupsOf = (part: string) => (part === '' ? [] : part.split(':').flatMap((g) => (g.includes('.') ? ['0', '0'] : [g])));
  const [left = '', right] = plain.split('::');
  const head = groupsOf(left);
  const tail = right === undefined ? [] : groupsOf(right);
  const groups = [...head, ...Array<string>(Math.max(0, 8 - head.length - tail.length)).fill('0'), ...tail];
  return `${groups
    .slice(0, 4)
    .map((g) => (Number.parseInt(g, 16) || 0).toString(16))
    .join(':')}::/64`;
}
