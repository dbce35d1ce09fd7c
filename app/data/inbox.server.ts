import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { getConfig } from '#app/config/get-config.server.ts';
import type { ContactMessage } from '#app/domain/contact.ts';

/**
 * The contact inbox: a small SQLite file of its own (INBOX_PATH), separate from the
 * read-only archive so that re-importing the archive never touches visitors' messages.
 * WAL with synchronous=FULL: a message acknowledged as sent survives a power cut, and the
 * busy timeout lets a second process (`npm run inbox`) read while the server writes.
 */
const SCHEMA = `
CREATE TABLE IF NOT EXISTS messages (
  id          INTEGER PRIMARY KEY,
  received_at TEXT NOT NULL,             -- ISO 8601, UTC
  name        TEXT NOT NULL,
  email       TEXT NOT NULL,
  subject     TEXT NOT NULL DEFAULT '',
  message     TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS messages_by_time ON messages (received_at);
`;

export interface StoredMessage extends ContactMessage {
  readonly id: number;
  readonly receivedAt: string;
}

export function openInbox(file: string): Database.Database {
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const db = new Database(file);
  try {
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = FULL');
    db.pragma('busy_timeout = 5000');
    db.exec(SCHEMA);
  } catch (error) {
    db.close();
    throw error;
  }
  return db;
}

let inbox: Database.Database | undefined;
let insert: Database.Statement | undefined;

function getInbox(): { db: Database.Database; insert: Database.Statement } {
  if (!inbox || !insert) {
    inbox = openInbox(getConfig().INBOX_PATH);
    insert = inbox.prepare('INSERT INTO messages (received_at, name, email, subject, message) VALUES (?, ?, ?, ?, ?)');
  }
  return { db: inbox, insert };
}

/** Stores one message (already validated) and returns its id; throws when it cannot. */
export function storeMessage(message: ContactMessage, receivedAt = new Date()): number {
  const { insert } = getInbox();
  const result = insert.run(receivedAt.toISOString(), message.name, message.email, message.subject, message.message);
  return Number(result.lastInsertRowid);
}

/** Newest first; for `npm run inbox` and tests. */
export function listMessages(db: Database.Database, limit = 50): StoredMessage[] {
  return db
    .prepare(
      `SELECT id, received_at AS receivedAt, name, email, subject, message
       FROM messages ORDER BY id DESC LIMIT ?`,
    )
    .all(limit) as StoredMessage[];
}

export function countMessages(db: Database.Database): number {
  return (db.prepare('SELECT count(*) AS n FROM messages').get() as { n: number }).n;
}

export function closeInbox(): void {
  inbox?.close();
  inbox = undefined;
  insert = undefined;
}
