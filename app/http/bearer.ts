import { timingSafeEqual } from 'node:crypto';

/** Whether an `Authorization: Bearer <token>` header carries `token` (compared in constant time). */
export function bearerMatches(header: string | null | undefined, token: string): boolean {
  const given = Buffer.from(/^Bearer\s+(\S+)$/i.exec(header ?? '')?.[1] ?? '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
