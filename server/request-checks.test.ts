import { describe, expect, it } from 'vitest';
import { hostProblem, visitorHost } from './request-checks.ts';

describe('hostProblem', () => {
  it.each(['localhost', 'localhost:3000', 'www.example.com', 'www.example.com:443', 'example.com:', '127.0.0.1:8080', '[::1]', '[::1]:3000', 'my_host.internal', 'a-b.example'])(
    'accepts %s',
    (host) => {
      expect(hostProblem(host)).toBeNull();
      // Whatever it accepts, a URL can be built from (the render and the adapter build one).
      expect(URL.canParse(`http://${host}/x`)).toBe(true);
    },
  );

  it.each([
    [undefined, /no Host/],
    ['', /no Host/],
    ['   ', /no Host/],
    ['localhost:99999', /port/],
    ['localhost:65536', /port/],
    ['localhost:-1', /port/],
    ['localhost:8o', /port/],
    ['[::1', /host/],
    ['[::1]x', /port|host/],
    ['[zz::1]', /host/],
    ['a%b', /host/],
    ['a^b', /host/],
    ['a<b', /host/],
    ['a b', /host/],
    ['a/b', /host/],
    ['a@b', /host/],
    ['user:pass@host', /port|host/],
    ['1.2.3.999', /host/],
    [':80', /host/],
  ])('refuses %j', (host, reason) => {
    expect(hostProblem(host)).toMatch(reason);
  });
});

describe('visitorHost', () => {
  it.each([
    ['site.example', undefined, 'https', 'site.example'],
    ['site.example', '443', 'https', 'site.example'],
    ['site.example', '8443', 'https', 'site.example:8443'],
    ['site.example:8443', '443', 'https', 'site.example:8443'],
    ['site.example, proxy.internal', '8080, 80', 'http', 'site.example:8080'],
    ['[2001:db8::1]', '8080', 'http', '[2001:db8::1]:8080'],
    ['[2001:db8::1]:81', undefined, 'http', '[2001:db8::1]:81'],
    ['site.example', '99999', 'http', 'site.example'],
    ['site.example', 'eighty', 'http', 'site.example'],
  ])('takes %j with X-Forwarded-Port %j over %s as %j', (host, port, protocol, visitor) => {
    expect(visitorHost(host, port, protocol)).toBe(visitor);
  });
  it('is null without X-Forwarded-Host (the Host header stands)', () => {
    expect(visitorHost(undefined, '8080', 'http')).toBeNull();
    expect(visitorHost(' ', '8080', 'http')).toBeNull();
  });
});
