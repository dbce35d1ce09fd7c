/**
 * ISO 8601 date or date-time (already validated by the import schema) -> seconds since
 * the epoch. A date-time without a zone is read as UTC: Date.parse would use the local
 * zone of whoever runs the import, and archives must not depend on that.
 */
export function isoToEpochSeconds(iso: string): number {
  let normalized = iso.replace(' ', 'T');
  if (normalized.includes('T') && !/(Z|[+-]\d{2}:?\d{2})$/.test(normalized)) normalized += 'Z';
  const ms = Date.parse(normalized);
  if (Number.isNaN(ms)) throw new Error(`unparseable date ${iso}`);
  return Math.floor(ms / 1000);
}
