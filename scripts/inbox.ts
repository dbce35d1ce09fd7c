/**
 * `npm run inbox`: lists the contact messages stored in INBOX_PATH (default data/inbox.db),
 * newest first. `npm run inbox -- --limit 200`, `npm run inbox -- --json`, or a path:
 * `npm run inbox -- path/to/inbox.db`.
 */
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { getConfig } from '#app/config/get-config.server.ts';
import { countMessages, listMessages, openInbox } from '#app/data/inbox.server.ts';
import { inboxEntry } from './lib/inbox-listing.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { limit: { type: 'string', default: '50' }, json: { type: 'boolean', default: false } },
});
const file = positionals[0] ?? getConfig().INBOX_PATH;
const limit = Number.parseInt(values.limit, 10);
if (!Number.isSafeInteger(limit) || limit < 1) {
  console.error(`--limit must be a positive whole number, got ${JSON.stringify(values.limit)}`);
  process.exit(64);
}
if (!fs.existsSync(file)) {
  console.log(`No inbox at ${file} yet: no message has been sent through the contact form.`);
  process.exit(0);
}

const db = openInbox(file);
const total = countMessages(db);
const messages = listMessages(db, limit);
db.close();

if (values.json) {
  console.log(JSON.stringify(messages, null, 2));
} else {
  console.log(
    `${total} message${total === 1 ? '' : 's'} in ${file}${total > messages.length ? ` (newest ${messages.length} shown)` : ''}`,
  );
  for (const m of messages) console.log(`\n${inboxEntry(m)}`);
}
