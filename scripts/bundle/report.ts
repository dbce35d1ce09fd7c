import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { decodedMappings, TraceMap } from '@jridgewell/trace-mapping';
import { firstLoad, gzipSize, PAGE_TYPES, readBuiltClient } from './first-load.ts';

/**
 * `npm run report:js`: builds the site with client source maps, then prints (markdown) what
 * each script chunk holds and each page type's first-load JavaScript. A package's or
 * module's gzipped share is its share of the chunk's minified bytes times the chunk's
 * gzipped size (gzip does not split by source). The maps are deleted afterwards, so the
 * build it leaves serves no source maps.
 */
const root = process.cwd();
const clientDir = path.join(root, 'build/client');
const build = spawnSync('npx', ['react-router', 'build', '--sourcemapClient=hidden'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
if (build.status !== 0) throw new Error(`react-router build failed (exit ${build.status})`);

const assets = path.join(clientDir, 'assets');
const kib = (bytes: number) => (bytes / 1024).toFixed(1);

/** A module's owner: its npm package, or its path in the app. */
function owner(source: string): string {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  return pkg ? pkg[1]! : source.replace(/^(\.\.\/)+/, '');
}

interface Chunk {
  readonly name: string;
  readonly bytes: number;
  readonly gzip: number;
  readonly owners: ReadonlyArray<readonly [string, number]>;
}

function attribute(file: string): Chunk {
  const code = fs.readFileSync(path.join(assets, file), 'utf8');
  const mapFile = path.join(assets, `${file}.map`);
  const byOwner = new Map<string, number>();
  if (fs.existsSync(mapFile)) {
    const map = new TraceMap(fs.readFileSync(mapFile, 'utf8'));
    const lines = code.split('\n');
    decodedMappings(map).forEach((segments, line) => {
      segments.forEach((segment, i) => {
        const end = i + 1 < segments.length ? segments[i + 1]![0] : (lines[line]?.length ?? 0);
        const source = segment.length > 1 ? map.sources[segment[1]!] : null;
        const key = source ? owner(source) : '(generated)';
        byOwner.set(key, (byOwner.get(key) ?? 0) + end - segment[0]);
      });
    });
  }
  return {
    name: file.replace(/-[\w-]{8}\.js$/, '.js'),
    bytes: Buffer.byteLength(code),
    gzip: gzipSize(Buffer.from(code)),
    owners: [...byOwner].sort((a, b) => b[1] - a[1]),
  };
}

const chunks = fs
  .readdirSync(assets)
  .filter((file) => file.endsWith('.js'))
  .map(attribute)
  .sort((a, b) => b.gzip - a.gzip);
for (const file of fs.readdirSync(assets)) if (file.endsWith('.map')) fs.rmSync(path.join(assets, file));

const client = readBuiltClient(clientDir);
console.log('| page type | route | files | raw KiB | gzip KiB |\n|---|---|---|---|---|');
for (const { page, route } of PAGE_TYPES) {
  const load = firstLoad(client, route);
  console.log(`| ${page} | \`${route}\` | ${load.files.length} | ${kib(load.bytes)} | ${kib(load.gzip)} |`);
}

const shown = chunks.filter((chunk) => chunk.gzip >= 1024);
console.log(`\n| chunk | raw KiB | gzip KiB | what it holds (share of gzip KiB) |\n|---|---|---|---|`);
for (const chunk of shown) {
  const total = chunk.owners.reduce((sum, [, n]) => sum + n, 0) || 1;
  const parts = chunk.owners
    .filter(([, n]) => (n / total) * chunk.gzip >= 200)
    .slice(0, 8)
    .map(([who, n]) => `${who} ${kib((n / total) * chunk.gzip)}`);
  const rest = chunk.owners.length - parts.length;
  console.log(`| ${chunk.name} | ${kib(chunk.bytes)} | ${kib(chunk.gzip)} | ${parts.join('; ')}${rest > 0 ? `; ${rest} more` : ''} |`);
}
const small = chunks.length - shown.length;
console.log(`\n${small} more chunks under 1 KiB gzipped each (${kib(chunks.slice(shown.length).reduce((s, c) => s + c.gzip, 0))} KiB together).`);
