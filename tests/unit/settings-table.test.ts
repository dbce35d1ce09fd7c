import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { settingRows } from '#app/config/schema.ts';
import { settingsTable, withSettingsTable } from '../../scripts/lib/settings-table.ts';

/** Settings an operator can read at a glance: few, each with a default and one line of help. */
const MOST_SETTINGS = 25;

const readme = fs.readFileSync(new URL('../../README.md', import.meta.url), 'utf8');

describe('the settings table', () => {
  it('in the README is the one the schema gives (run `npm run docs:settings` after changing a setting)', () => {
    expect(readme).toContain(settingsTable());
    expect(withSettingsTable(readme)).toBe(readme);
  });

  it(`holds at most ${MOST_SETTINGS} settings, each with one line of help`, () => {
    const rows = settingRows();
    expect(rows.length).toBeLessThanOrEqual(MOST_SETTINGS);
    for (const row of rows) {
      expect(row.help, row.name).toMatch(/^\S.{4,199}$/);
      expect(row.help, row.name).not.toContain('\n');
    }
  });
});
