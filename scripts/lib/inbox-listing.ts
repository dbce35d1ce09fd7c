import type { StoredMessage } from '#app/data/inbox.server.ts';

/**
 * `npm run inbox`'s listing of one message. The fields are whatever a visitor typed: a
 * terminal escape in them must not reach the operator's terminal as one, and a line break in
 * a name must not start what looks like another entry. Control characters (C0, DEL, C1),
 * line and paragraph separators and bidirectional overrides are shown escaped (`\n`, `\x1B`,
 * `\u202E`); the message keeps its line breaks, every line indented under its entry.
 */
export function inboxEntry(m: StoredMessage): string {
  const lines = [`#${m.id}  ${oneLine(m.receivedAt)}  ${oneLine(m.name)} <${oneLine(m.email)}>`];
  if (m.subject) lines.push(`Subject: ${oneLine(m.subject)}`);
  for (const line of m.message.split('\n')) lines.push(`  ${escapeControls(line, true)}`);
  return lines.join('\n');
}

/** C0 and C1 controls, DEL, line and paragraph separators, bidirectional overrides and isolates. */
export function isControl(code: number): boolean {
  return code < 0x20 || (code >= 0x7f && code <= 0x9f) || code === 0x2028 || code === 0x2029 || (code >= 0x202a && code <= 0x202e) || (code >= 0x2066 && code <= 0x2069);
}

const NAMED: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };

/** `text` with each control character escaped; `keepTabs`: a tab stays as it is (in a message). */
function escapeControls(text: string, keepTabs = false): string {
  let out = '';
  for (const c of text) {
    const code = c.charCodeAt(0);
    if (!isControl(code) || (keepTabs && c === '\t')) out += c;
    else out += NAMED[c] ?? (code < 0x100 ? `\\x${code.toString(16).toUpperCase().padStart(2, '0')}` : `\\u${code.toString(16).toUpperCase().padStart(4, '0')}`);
  }
  return out;
}

const oneLine = (text: string) => escapeControls(text);
