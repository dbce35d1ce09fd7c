import { describe, expect, it } from 'vitest';
import { searchdConfig, shellQuote } from './searchd-config.ts';

describe('searchd configuration', () => {
  const text = searchdConfig({
    dir: '/srv/search',
    host: '127.0.0.1',
    port: 9306,
    indexes: [
      { kind: 'plain', name: 'questions', command: 'cat /srv/export.tsv' },
      { kind: 'rt', name: 'live' },
      {
        kind: 'distributed',
        name: 'cluster',
        agents: [['10.0.0.1:9312:questions', '10.0.0.2:9312:questions'], ['10.0.0.3:9312:questions']],
      },
    ],
  });

  it('declares the fields, attributes and text rules of the archive index', () => {
    expect(text).toContain('tsvpipe_command = cat /srv/export.tsv');
    for (const line of [
      'tsvpipe_field = title',
      'tsvpipe_field = answers',
      'tsvpipe_attr_uint = state',
      'tsvpipe_attr_timestamp = posted',
      'rt_field = body',
      'rt_attr_uint = category',
    ])
      expect(text).toContain(line);
    expect(text.match(/morphology = stem_en/g)).toHaveLength(2);
    expect(text).toContain('listen = 127.0.0.1:9306:mysql41');
    expect(text).toContain('pid_file = /srv/search/searchd.pid');
  });

  it('lists a distributed index as agents with mirrors', () => {
    expect(text).toContain('agent = 10.0.0.1:9312:questions|10.0.0.2:9312:questions');
    expect(text).toContain('agent = 10.0.0.3:9312:questions');
  });

  it('quotes shell words that need it', () => {
    expect(shellQuote('/srv/a.db')).toBe('/srv/a.db');
    expect(shellQuote("/srv/it's here")).toBe("'/srv/it'\\''s here'");
  });
});
