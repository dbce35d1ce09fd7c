import { settingRows } from '#app/config/schema.ts';

/**
 * The README's settings table, written from the configuration schema (each variable's rule,
 * default and one line of help), so the table and the boot-time validation cannot disagree.
 */

export const SETTINGS_TABLE_START = '<!-- settings: generated from app/config/schema.ts by `npm run docs:settings` -->';
export const SETTINGS_TABLE_END = '<!-- end of settings -->';

/** The table, one row per variable, in the schema's order. */
export function settingsTable(): string {
  const rows = settingRows().map(
    ({ name, shown, help }) => `| \`${name}\` | ${shown === undefined ? 'unset' : `\`${shown}\``} | ${help} |`,
  );
  return ['| variable | default | meaning |', '|---|---|---|', ...rows].join('\n');
}

/** `readme` with the text between the two markers replaced by the current table. */
export function withSettingsTable(readme: string): string {
  const start = readme.indexOf(SETTINGS_TABLE_START);
  const end = readme.indexOf(SETTINGS_TABLE_END);
  if (start < 0 || end < start)
    throw new Error(`README.md needs the markers ${SETTINGS_TABLE_START} and ${SETTINGS_TABLE_END}`);
  return `${readme.slice(0, start + SETTINGS_TABLE_START.length)}\n\n${settingsTable()}\n\n${readme.slice(end)}`;
}
