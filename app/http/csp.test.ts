import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from './csp.ts';

describe('contentSecurityPolicy', () => {
  it('lets scripts run from our origin or with a listed hash, never inline otherwise', () => {
    const policy = contentSecurityPolicy(['sha256-abc=', 'sha256-def='], false);
    expect(policy).toContain("script-src 'self' 'sha256-abc=' 'sha256-def=';");
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    expect(policy).not.toContain('nonce-');
    expect(policy).toContain("object-src 'none'");
    expect(policy).not.toContain('upgrade-insecure-requests');
  });
  it('is the same for the same scripts, and upgrades subresources over HTTPS', () => {
    expect(contentSecurityPolicy(['sha256-a='], true)).toBe(contentSecurityPolicy(['sha256-a='], true));
    expect(contentSecurityPolicy([], true)).toMatch(/script-src 'self';.*upgrade-insecure-requests$/);
  });
});
