/**
 * npm run fuzz [-- <requests>]: the long run of the raw-socket fuzzer (tests/helpers/raw-fuzz.ts)
 * against the production server with its defaults (render threads on) behind one trusted
 * proxy hop, on the demo-small fixture archive: 100,000 requests unless told otherwise,
 * health checked after every 1,000, then the status histogram. Exit 1 on any 5xx but 503,
 * a connection left hanging, or an unhealthy server. Run it alone on a shared machine (under
 * the benchmarks' lock); record the result in docs/benchmarks/.
 *
 * npm run fuzz -- --ramp [<connections>] [--max-connections <n>]: instead, the
 * slow-connection ramp (scripts/lib/connection-ramp.ts): 20,000 idle connections unless told
 * otherwise, with MAX_CONNECTIONS room for all of them (or <n>, to watch the oldest idle ones
 * make room), and a visitor served after every step. Both ends need a file descriptor per
 * connection: the run raises its open-file limit (the server inherits it) or says how.
 * Exit 1 on any visitor request not answered 200.
 *
 * npm run fuzz -- --drain [<runs>]: instead, SIGTERM under a stream of new connections
 * (scripts/lib/drain-stress.ts), 5 runs unless told otherwise: how many attempts were
 * answered, refused, reset or left unanswered. Exit 1 if a server does not exit 0.
 */
import { catalogGetPaths, serverSamples } from '#tests/helpers/catalog-paths.ts';
import { buildFixtureArchive } from '#tests/helpers/fixture-archive.ts';
import { emptyTally, formatHistogram, fuzzBatch, healthProblems, randomSource } from '#tests/helpers/raw-fuzz.ts';
import { startServer } from '#tests/helpers/server.ts';
import { PER_CLIENT } from '#server/connections.ts';
import { ensureBundle } from './lib/bundle.ts';
import { connectionRamp, PAGES_PER_STEP, type RampTally } from './lib/connection-ramp.ts';
import { drainStress } from './lib/drain-stress.ts';
import { raiseOpenFileLimit } from './lib/open-files.ts';

const ramp = process.argv.includes('--ramp');
const drain = process.argv.includes('--drain');
const maxArg = process.argv.indexOf('--max-connections');
const maxConnections = maxArg > 0 ? Number(process.argv[maxArg + 1]) : undefined;
const count = process.argv.slice(2).find((arg, i, args) => /^\d+$/.test(arg) && args[i - 1] !== '--max-connections');
const total = Number(count ?? (ramp ? 20_000 : 100_000));
/** Room for every idle connection, plus the half-open, slow and visitor ones, unless told otherwise. */
function rampMax(): number {
  return maxConnections ?? total + 1_000;
}
// Each end holds a descriptor per open connection, plus the half-open and slow ones and its own files.
if (ramp) raiseOpenFileLimit(Math.min(total, rampMax()) + 1_500);

const seed = Number(process.env.FUZZ_SEED ?? 1515);
const BATCH = 1_000;

ensureBundle();
if (drain) {
  const runs = Number(count ?? 5);
  const counts = await drainStress(await buildFixtureArchive('tests/fixtures/demo-small'), runs, (line) =>
    process.stderr.write(`${line}\n`),
  );
  console.log(
    `SIGTERM drain, ${runs} runs: ${counts.answered} answered, ${counts.refused} refused, ${counts.reset} reset, ${counts.unanswered} closed unanswered; exit codes ${counts.exits.join(', ')}`,
  );
  process.exit(counts.exits.every((code) => code === 0) ? 0 : 1);
}
const high = '100000000';
const server = await startServer(await buildFixtureArchive('tests/fixtures/demo-small'), {
  TRUST_PROXY: '1',
  RATE_LIMIT_SEARCH: high,
  RATE_LIMIT_API: high,
  RATE_LIMIT_CONTACT: high,
  INBOX_PATH: `/tmp/fuzz-inbox-${process.pid}.db`,
  // The ramp's clients connect directly: no proxy to trust, so each address is a client.
  ...(ramp ? { TRUST_PROXY: 'false', MAX_CONNECTIONS: String(rampMax()), LOG_LEVEL: 'warn' } : {}),
});
if (ramp) {
  let tally: RampTally;
  try {
    tally = await connectionRamp(Number(new URL(server.url).port), total, (line) => process.stderr.write(`${line}\n`));
    const problems = [...tally.visitorFailed, ...(await healthProblems(server))];
    if (tally.slowClosed < tally.slowOpened)
      problems.push(`${tally.slowOpened - tally.slowClosed} slow request lines still open past the deadline`);
    if (tally.halfOpenClosed < tally.halfOpenOpened)
      problems.push(
        `${tally.halfOpenOpened - tally.halfOpenClosed} half-open connections still open past the deadline`,
      );
    console.log(
      `connection ramp: ${tally.opened} idle kept-alive connections opened (MAX_CONNECTIONS ${rampMax()}), at most ${tally.peakOpen} open at once ` +
        `(visitor requests then: ${tally.visitorOkAtPeak} of ${PAGES_PER_STEP} answered 200), ${tally.closedByServer} closed by the server; ` +
        `${tally.refusedPerClient} of one client's ${PER_CLIENT + 50} refused past the per-client cap; ` +
        `${tally.halfOpenClosed} of ${tally.halfOpenOpened} half-open and ${tally.slowClosed} of ${tally.slowOpened} slow connections closed at the deadline; ` +
        `visitor requests ${tally.visitorOk} answered 200, ${tally.visitorFailed.length} not`,
    );
    if (problems.length > 0) {
      console.error(problems.slice(0, 20).join('\n'));
      process.exitCode = 1;
    }
  } finally {
    await server.stop();
  }
  process.exit();
}
let failed: string[] = [];
const started = performance.now();
const tally = emptyTally();
try {
  const paths = catalogGetPaths(await serverSamples(server.url)).map((entry) => entry.path);
  const random = randomSource(seed);
  const port = Number(new URL(server.url).port);
  while (tally.requests < total && failed.length === 0) {
    await fuzzBatch(port, random, paths, Math.min(BATCH, total - tally.requests), tally);
    failed = [...tally.problems, ...(await healthProblems(server))];
    if (tally.requests % 10_000 < BATCH) process.stderr.write(`fuzz: ${tally.requests} requests\n`);
  }
} finally {
  await server.stop();
}
const seconds = (performance.now() - started) / 1000;
console.log(
  `raw fuzz, seed ${seed}: ${tally.requests} requests on ${tally.connections} connections in ${seconds.toFixed(0)} s`,
);
console.log(formatHistogram(tally));
if (failed.length > 0) {
  console.error(`\n${failed.length} problem(s):\n${failed.slice(0, 20).join('\n')}`);
  process.exitCode = 1;
} else console.log('no 5xx but 503, no hung connection, healthy after every batch');
