import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { SEARCH_SETTINGS, type SearchSettings } from '#app/search/config.ts';
import { CORPORA, type CorpusName } from '#scripts/corpus/corpora.ts';
import { closeEngines, createEngines, POOL_DEPTHS, SCORED_ENGINES, type RankingEngine } from './engines.ts';
import { evaluate, formatReport } from './evaluate.ts';
import type { Grade } from './metrics.ts';
import { sideBySide, type CorpusSummary } from './side-by-side.ts';
import {
  JUDGED_SETS,
  loadJudgmentsFile,
  loadQueries,
  queryIdMatches,
  recordGrades,
  saveJudgmentsFile,
  type JudgmentsFile,
  type RelevanceQuery,
} from './relevance-set.ts';

const USAGE = `npm run eval:relevance -- [options]
  (no option)              nDCG@10, P@10, MRR, recall@20 per query type for the scored engines, on
                           both corpora (bankruptcy and multi-topic), side by side
  --corpus avvo|reddit     one corpus only (every mode but the default needs one; avvo when absent)
  --engines a,b,...        the engines to score (default ${SCORED_ENGINES.join(',')})
  --heldout                the held-out queries (never tuned on) instead of the main set, for every mode
  --long                   the long questions (15+ words, as people write them) instead of the main set
  --per-query              also nDCG@10 of every query
  --unjudged [--engine e] [--depth n]
                           results in the top n (10) of engine e (site) that have no judgment
  --pool                   the unjudged results of every pooled system at its pool depth
                           (${Object.entries(POOL_DEPTHS)
                             .map(([e, d]) => `${e}@${d}`)
                             .join(', ')})
  --query id,id,...        only these queries (every mode); an id ending in * is a prefix (--query 'ho3*')
  --setting name=value     run the site's and the SphinxQL engine's search with a search setting
                           changed (app/search/config.ts, SEARCH_SETTINGS), e.g. coverageExponent=2;
                           repeatable
  --judge <query-id> <question-id>=<0|1|2> ... [--judge <query-id> ...] [--others <0|1|2> --of pool|unjudged]
                           record grades; --others grades every other result of the listing
                           named by --of (same --engine/--depth) that has no judgment yet`;

interface Options {
  /** null: every corpus, side by side (eval mode only). */
  corpus: CorpusName | null;
  /** Prints one JSON summary line (what the side-by-side report reads). */
  json: boolean;
  engines: string[];
  perQuery: boolean;
  mode: 'eval' | 'unjudged' | 'pool' | 'judge';
  /** Which query file: the main (tuned) set, the held-out queries or the long questions. */
  set: 'main' | 'heldout' | 'long';
  engine: string;
  depth: number;
  queryIds: string[] | null;
  /** Search settings changed from SEARCH_SETTINGS (--setting). */
  settings: Partial<SearchSettings>;
  /** Grades to record, per query; `others` grades the rest of the listing named by `of`. */
  judge: {
    queries: Array<{ queryId: string; grades: Map<number, Grade> }>;
    others: Grade | null;
    of: 'pool' | 'unjudged';
  } | null;
}

function parseGrade(raw: string, what: string): Grade {
  if (raw !== '0' && raw !== '1' && raw !== '2') throw new Error(`${what}: a grade is 0, 1 or 2, got ${raw}`);
  return Number(raw) as Grade;
}

/** `name=value` of --setting: a search setting's name and a value of its type. */
function parseSetting(raw: string): Partial<SearchSettings> {
  const [name, value] = raw.split('=');
  if (!name || value === undefined || !(name in SEARCH_SETTINGS))
    throw new Error(`--setting ${raw}: name=value, the name one of ${Object.keys(SEARCH_SETTINGS).join(', ')}`);
  const current = SEARCH_SETTINGS[name as keyof SearchSettings];
  if (typeof current === 'boolean') {
    if (value !== 'true' && value !== 'false') throw new Error(`--setting ${raw}: true or false`);
    return { [name]: value === 'true' };
  }
  if (typeof current === 'number') {
    const number = Number(value);
    if (value === '' || Number.isNaN(number)) throw new Error(`--setting ${raw}: a number`);
    return { [name]: number };
  }
  return { [name]: value };
}

function parseArgs(argv: string[]): Options {
  const options: Options = {
    corpus: null,
    json: false,
    engines: SCORED_ENGINES,
    perQuery: false,
    mode: 'eval',
    set: 'main',
    engine: 'site',
    depth: 10,
    queryIds: null,
    settings: {},
    judge: null,
  };
  let others: Grade | null = null;
  let of: 'pool' | 'unjudged' = 'pool';
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const value = () => {
      const next = argv[++i];
      if (next === undefined) throw new Error(`${arg} needs a value`);
      return next;
    };
    if (arg === '--engines') options.engines = value().split(',');
    else if (arg === '--corpus') {
      const v = value();
      if (v !== 'avvo' && v !== 'reddit') throw new Error('--corpus is avvo or reddit');
      options.corpus = v;
    } else if (arg === '--json') options.json = true;
    else if (arg === '--per-query') options.perQuery = true;
    else if (arg === '--heldout') options.set = 'heldout';
    else if (arg === '--long') options.set = 'long';
    else if (arg === '--unjudged') options.mode = 'unjudged';
    else if (arg === '--pool') options.mode = 'pool';
    else if (arg === '--engine') options.engine = value();
    else if (arg === '--depth') options.depth = Number(value());
    else if (arg === '--query') options.queryIds = value().split(',');
    else if (arg === '--setting') Object.assign(options.settings, parseSetting(value()));
    else if (arg === '--others') others = parseGrade(value(), '--others');
    else if (arg === '--of') {
      const v = value();
      if (v !== 'pool' && v !== 'unjudged') throw new Error('--of is pool or unjudged');
      of = v;
    } else if (arg === '--judge') {
      options.mode = 'judge';
      options.judge ??= { queries: [], others: null, of: 'pool' };
      options.judge.queries.push({ queryId: value(), grades: new Map() });
    } else if (options.judge && /^\d+=\d$/.test(arg)) {
      const [id, grade] = arg.split('=');
      options.judge.queries.at(-1)!.grades.set(Number(id), parseGrade(grade!, arg));
    } else if (arg === '--help' || arg === '-h') {
      console.log(USAGE);
      process.exit(0);
    } else throw new Error(`unknown argument ${arg}\n${USAGE}`);
  }
  if (options.judge) Object.assign(options.judge, { others, of });
  if (options.corpus === null && (options.mode !== 'eval' || options.perQuery)) options.corpus = 'avvo';
  if (!Number.isInteger(options.depth) || options.depth < 1) throw new Error('--depth is a positive integer');
  return options;
}

/** Unjudged results of `engines` (each at its depth) for one query, in first-seen order. */
async function unjudgedFor(
  query: RelevanceQuery,
  engines: ReadonlyArray<[RankingEngine, number]>,
  judged: Record<string, number>,
): Promise<number[]> {
  const seen = new Set<number>();
  for (const [engine, depth] of engines)
    for (const id of await engine.rank(query, depth)) if (!(String(id) in judged)) seen.add(id);
  return [...seen];
}

/** Notes in the judgments file which systems, at which depth, a round of --others grading covered (once per day and listing). */
function recordPoolingRound(judgments: JudgmentsFile, systems: Record<string, number>, of: 'pool' | 'unjudged'): void {
  const date = new Date().toISOString().slice(0, 10);
  const same = (a: Record<string, number>) => JSON.stringify(a) === JSON.stringify(systems);
  if (judgments.pooling.some((round) => round.date === date && same(round.systems))) return;
  judgments.pooling.push({
    date,
    systems,
    note: `--judge --others --of ${of}: the unjudged results of these systems graded`,
  });
}

/** Every corpus in its own process (the site's search opens one archive per process), side by side. */
function everyCorpus(argv: readonly string[], set: Options['set']): void {
  const script = fileURLToPath(import.meta.url);
  const summaries: CorpusSummary[] = [];
  for (const corpus of Object.keys(CORPORA) as CorpusName[]) {
    if (set === 'long' && JUDGED_SETS[corpus].queries.long === null) continue;
    const out = execFileSync(process.execPath, [...process.execArgv, script, ...argv, '--corpus', corpus, '--json'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
      maxBuffer: 64 * 1024 * 1024,
    });
    const line = out.trim().split('\n').at(-1)!;
    summaries.push(JSON.parse(line) as CorpusSummary);
  }
  console.log(sideBySide(summaries));
}

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  const options = parseArgs(argv);
  if (options.corpus === null) return everyCorpus(argv, options.set);
  const { find, archive: archiveOf } = CORPORA[options.corpus];
  const judgedSet = JUDGED_SETS[options.corpus];
  const corpus = find();
  if (corpus.file === null) {
    const reason = `eval:relevance: nothing to measure, ${corpus.reason}`;
    console.log(options.json ? JSON.stringify({ corpus: judgedSet.label, skipped: reason }) : reason);
    return;
  }
  const queryFile = judgedSet.queries[options.set];
  if (queryFile === null) throw new Error(`the ${judgedSet.label} set has no ${options.set} queries`);
  const archive = await archiveOf({ file: corpus.file, log: (line) => console.error(line) });
  const db = new Database(archive, { readonly: true });
  const queries = loadQueries(queryFile).filter(
    (q) => options.queryIds === null || options.queryIds.some((id) => queryIdMatches(id, q.id)),
  );
  if (queries.length === 0) throw new Error(`no query of the set matches --query ${options.queryIds!.join(',')}`);
  const judgments = loadJudgmentsFile(judgedSet.judgments);

  if (options.mode === 'eval') {
    const engines = await createEngines(options.engines, { archive, db, settings: options.settings });
    const { reports, unjudgedQueries } = await evaluate(engines, queries, judgments).finally(() =>
      closeEngines(engines),
    );
    if (options.json) {
      const summary: CorpusSummary = {
        corpus: judgedSet.label,
        set: options.set,
        queries: reports[0]!.perQuery.size,
        text: formatReport(reports, queries),
        ndcg10: reports.map((r) => ({
          engine: r.engine,
          byType: Object.fromEntries([...r.byType].map(([type, scores]) => [type, scores.ndcg10])),
        })),
        counts: Object.fromEntries(
          [...reports[0]!.byType.keys()].map((type) => [
            type,
            type === 'overall' ? reports[0]!.perQuery.size : queries.filter((q) => q.type === type && reports[0]!.perQuery.has(q.id)).length,
          ]),
        ),
      };
      console.log(JSON.stringify(summary));
      return;
    }
    console.log(`${reports[0]!.perQuery.size} judged queries on ${archive}\n`);
    console.log(formatReport(reports, queries));
    if (unjudgedQueries.length > 0)
      console.log(`\nqueries without judgments (left out): ${unjudgedQueries.join(', ')}`);
    if (options.perQuery)
      for (const q of queries.filter((q) => reports[0]!.perQuery.has(q.id)))
        console.log(
          `${q.id.padEnd(14)} ${reports.map((r) => r.perQuery.get(q.id)!.ndcg10.toFixed(2)).join(' ')}  ${q.query}`,
        );
    return;
  }

  const listing: ReadonlyArray<[string, number]> =
    options.mode === 'pool' || options.judge?.of === 'pool'
      ? Object.entries(POOL_DEPTHS)
      : [[options.engine, options.depth]];
  const engines = await createEngines(
    listing.map(([name]) => name),
    { archive, db, settings: options.settings },
  );
  const withDepth = engines.map((e, i) => [e, listing[i]![1]] as [RankingEngine, number]);

  try {
    if (options.mode === 'judge') {
      const { others } = options.judge!;
      for (const { queryId, grades } of options.judge!.queries) {
        const query = queries.find((q) => q.id === queryId);
        if (!query) throw new Error(`no query ${queryId} in the query set`);
        const listed = await unjudgedFor(query, withDepth, judgments.judgments[queryId] ?? {});
        const stray = [...grades.keys()].filter(
          (id) => !listed.includes(id) && !(String(id) in (judgments.judgments[queryId] ?? {})),
        );
        if (stray.length > 0) console.warn(`${queryId}: ${stray.join(', ')} not in the listing (recorded anyway)`);
        if (others !== null) for (const id of listed) if (!grades.has(id)) grades.set(id, others);
        recordGrades(judgments, queryId, grades);
        console.log(
          `${queryId}: recorded ${grades.size} grade(s); ${Object.keys(judgments.judgments[queryId]!).length} judged in all`,
        );
      }
      if (others !== null) recordPoolingRound(judgments, Object.fromEntries(listing), options.judge!.of);
      saveJudgmentsFile(judgments, judgedSet.judgments);
      return;
    }

    const show = db.prepare('SELECT id, state, title, body FROM questions WHERE id = ?');
    let total = 0;
    for (const query of queries) {
      const ids = await unjudgedFor(query, withDepth, judgments.judgments[query.id] ?? {});
      if (ids.length === 0) continue;
      total += ids.length;
      console.log(
        `\n## ${query.id} [${query.type}] ${query.query}   (intent: ${query.intent}${query.state ? `, ${query.state}` : ''})`,
      );
      for (const id of ids) {
        const row = show.get(id) as { id: number; state: string | null; title: string; body: string };
        console.log(`${row.id} [${row.state ?? '--'}] ${row.title} | ${row.body.replace(/\s+/g, ' ').slice(0, 160)}`);
      }
    }
    console.log(`\n${total} unjudged result(s)`);
  } finally {
    await closeEngines(engines);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
