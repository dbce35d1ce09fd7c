/** `npm run docs:settings`: rewrites the README's settings table from app/config/schema.ts. */
import fs from 'node:fs';
import { withSettingsTable } from './lib/settings-table.ts';

const file = new URL('../README.md', import.meta.url);
const before = fs.readFileSync(file, 'utf8');
const after = withSettingsTable(before);
if (after === before) console.log('README.md: the settings table is current.');
else {
  fs.writeFileSync(file, after);
  console.log('README.md: settings table rewritten.');
}
