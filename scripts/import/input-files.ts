import fs from 'node:fs';
import path from 'node:path';
import { IMPORT_KINDS, importKindOfFile, type ImportKind } from '#scripts/import/records.ts';
import { ImportUsageError } from './types.ts';

export interface InputFile {
  kind: ImportKind;
  path: string;
  size: number;
}

/**
 * Expands the inputs (directories and files) into the files to read, ordered by kind
 * (IMPORT_KINDS: later kinds refer to earlier ones) and, within a kind, by input order.
 * Files in a directory are sorted by name so "questions-1", "questions-2" read in order.
 */
export function collectInputFiles(inputs: string[]): InputFile[] {
  if (inputs.length === 0) throw new ImportUsageError('no input given: pass one or more directories or .jsonl files');
  const found: InputFile[] = [];
  const seen = new Set<string>();
  const add = (file: string, kind: ImportKind) => {
    const resolved = path.resolve(file);
    if (seen.has(resolved)) return;
    seen.add(resolved);
    found.push({ kind, path: resolved, size: fs.statSync(resolved).size });
  };

  for (const input of inputs) {
    const stat = statOrNull(input);
    if (!stat) throw new ImportUsageError(`input not found: ${input}`);
    if (stat.isDirectory()) {
      for (const name of fs.readdirSync(input).sort()) {
        const kind = importKindOfFile(name);
        if (kind && fs.statSync(path.join(input, name)).isFile()) add(path.join(input, name), kind);
      }
    } else {
      const kind = importKindOfFile(path.basename(input));
      if (!kind) {
        throw new ImportUsageError(
          `cannot tell the kind of ${input}: file names must start with ${IMPORT_KINDS.join(', ')} and end in .jsonl or .jsonl.gz`,
        );
      }
      add(input, kind);
    }
  }
  if (found.length === 0) {
    throw new ImportUsageError(
      `no importable files found in ${inputs.join(', ')}: expected ${IMPORT_KINDS.map((k) => `${k}.jsonl`).join(', ')} (or .jsonl.gz)`,
    );
  }
  // Array.prototype.sort is stable, so input order is kept within a kind.
  return found.sort((a, b) => IMPORT_KINDS.indexOf(a.kind) - IMPORT_KINDS.indexOf(b.kind));
}

function statOrNull(file: string): fs.Stats | null {
  try {
    return fs.statSync(file);
  } catch {
    return null;
  }
}
