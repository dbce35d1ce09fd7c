import { describe, expect, it } from 'vitest';
import { cspViolations, LogBudget, REPORTS_PER_POST } from './csp-report.ts';

describe('cspViolations', () => {
  it('reads the classic report-uri body', () => {
    const body = { 'csp-report': { 'document-uri': 'https://site/x', 'blocked-uri': 'inline', 'violated-directive': 'script-src', 'line-number': 4, extra: 'x'.repeat(10_000) } };
    expect(cspViolations(body)).toEqual([{ document: 'https://site/x', blocked: 'inline', directive: 'script-src', line: '4' }]);
  });

  it('reads the Reporting API list, at most a few per post', () => {
    const one = { type: 'csp-violation', url: 'https://site/y', body: { blockedURL: 'https://evil/', effectiveDirective: 'img-src', disposition: 'enforce' } };
    const violations = cspViolations(Array.from({ length: 50 }, () => one));
    expect(violations).toHaveLength(REPORTS_PER_POST);
    expect(violations[0]).toEqual({ document: 'https://site/y', blocked: 'https://evil/', directive: 'img-src', disposition: 'enforce' });
  });

  it('cuts every field short and ignores what is not a report', () => {
    const [violation] = cspViolations({ 'csp-report': { 'document-uri': 'a'.repeat(5000) } });
    expect(violation!.document).toHaveLength(200);
    expect(cspViolations(null)).toEqual([]);
    expect(cspViolations('text')).toEqual([]);
    expect(cspViolations([1, 'x', null])).toEqual([]);
  });
});

describe('LogBudget', () => {
  it('allows so many lines a minute, then counts the rest and tells them with the next line', () => {
    const budget = new LogBudget(2);
    expect(budget.take(0)).toEqual({ allowed: true, droppedBefore: 0 });
    expect(budget.take(1)).toEqual({ allowed: true, droppedBefore: 0 });
    expect(budget.take(2).allowed).toBe(false);
    expect(budget.take(3).allowed).toBe(false);
    expect(budget.take(60_000)).toEqual({ allowed: true, droppedBefore: 2 });
  });
});
