import fs from 'node:fs';
import Database from 'better-sqlite3';
import { findRedditCorpus, redditPostId, redditQuestionId } from '#scripts/corpus/reddit.ts';
import { redditArchive } from '#scripts/corpus/reddit-archive.ts';
import { closeEngines, createEngines, POOL_DEPTHS } from './engines.ts';
import type { Grade } from './metrics.ts';
import { JUDGED_SETS, loadJudgmentsFile, loadQueries, recordGrades, saveJudgmentsFile } from './relevance-set.ts';

/**
 * Blind judging of the multi-topic set: the pool goes out as bare (query id, Reddit post
 * id) pairs, with no engine names and in no engine's order, to a judge who has seen
 * neither the vocabulary nor a result list; the grades come back by post id.
 */
const USAGE = `node --import tsx scripts/eval/blind.ts <command>
  pool <out.jsonl> [--engine e --depth n]
      the unjudged (query, post) pairs of every pooled system at its pool depth
      (${Object.entries(POOL_DEPTHS)
        .map(([e, d]) => `${e}@${d}`)
        .join(', ')}), or of one engine's top n, one {"queryId","docId"} per line, sorted
  import <judgments.json> <note>
      records {queryId: {postId: 0|1|2}} into the set's judgments, with a pooling note`;

const set = JUDGED_SETS.reddit;

async function pool(out: string, engine: string | null, depth: number): Promise<void> {
  const corpus = findRedditCorpus();
  if (corpus.file === null) throw new Error(corpus.reason);
  const archive = await redditArchive({ file: corpus.file, log: (line) => console.error(line) });
  const db = new Database(archive, { readonly: true });
  const listing: Array<[string, number]> = engine ? [[engine, depth]] : Object.entries(POOL_DEPTHS);
  const engines = await createEngines(
    listing.map(([name]) => name),
    { archive, db },
  );
  const judgments = loadJudgmentsFile(set.judgments).judgments;
  const pairs = new Set<string>();
  try {
    for (const query of [...loadQueries(set.queries.main), ...loadQueries(set.queries.heldout)])
      for (const [i, [, d]] of listing.entries())
        for (const id of await engines[i]!.rank(query, d))
          if (!(String(id) in (judgments[query.id] ?? {}))) pairs.add(`${query.id}\t${redditPostId(id)}`);
  } finally {
    await closeEngines(engines);
  }
  const lines = [...pairs].sort().map((pair) => {
    const [queryId, docId] = pair.split('\t');
    return `${JSON.stringify({ queryId, docId })}\n`;
  });
  fs.writeFileSync(out, lines.join(''));
  console.log(`${lines.length} unjudged pair(s) written to ${out}`);
}

function importGrades(file: string, note: string): void {
  const incoming = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, Record<string, number>>;
  const judgments = loadJudgmentsFile(set.judgments);
  let count = 0;
  for (const [queryId, grades] of Object.entries(incoming)) {
    const map = new Map<number, Grade>();
    for (const [postId, grade] of Object.entries(grades)) {
      if (grade !== 0 && grade !== 1 && grade !== 2) throw new Error(`${queryId}/${postId}: grade ${grade}`);
      map.set(redditQuestionId(postId), grade);
    }
    recordGrades(judgments, queryId, map);
    count += map.size;
  }
  judgments.pooling.push({ date: new Date().toISOString().slice(0, 10), systems: poolSystems(note), note });
  saveJudgmentsFile(judgments, set.judgments);
  console.log(`${count} grade(s) recorded for ${Object.keys(incoming).length} queries`);
}

/** The systems a note names as `engine@depth` words. */
function poolSystems(note: string): Record<string, number> {
  return Object.fromEntries([...note.matchAll(/([\w-]+)@(\d+)/g)].map((m) => [m[1]!, Number(m[2])]));
}

async function main(): Promise<void> {
  const [command, target, ...rest] = process.argv.slice(2);
  if (command === 'pool' && target) {
    const engine = rest[0] === '--engine' ? rest[1]! : null;
    const depth = rest[2] === '--depth' ? Number(rest[3]) : 10;
    await pool(target, engine, depth);
  } else if (command === 'import' && target && rest[0]) importGrades(target, rest.join(' '));
  else throw new Error(USAGE);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
