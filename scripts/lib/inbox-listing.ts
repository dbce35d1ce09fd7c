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
  for (const line of m.message.split('\n')) lines.push(`  ${escapeControls(line, MESSAGE_CONTROLS)}`);
  return lines.join('\n');
}

const CONTROLS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;
/** The same but a tab, which a message may hold as it is (line breaks are split before). */
const MESSAGE_CONTROLS = /[\u0000-\u0008\u000a-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;
const NAMED: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };

function escapeControls(text: string, controls: RegExp): string {
  return text.replace(controls, (c) => {
    const code = c.charCodeAt(0);
    return NAMED[c] ?? (code < 0x100 ? `\\x${code.toString(16).toUpperCase().padStart(2, '0')}` : `\\u${code.toString(16).toUpperCase().padStart(4, '0')}`);
  });
}

const oneLine = (text: string) => escapeControls(text, CONTROLS);
