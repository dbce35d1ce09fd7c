import path from 'node:path';
import { FIRST_LOAD_BUDGET_KIB, firstLoad, overBudget, PAGE_TYPES, pageRoutes, readBuiltClient } from './first-load.ts';

/**
 * `npm run budget:js`: the first-load JavaScript of every page route in build/client
 * (run `npm run build` first), gzipped, against FIRST_LOAD_BUDGET_KIB. Exits 1 when a page
 * is over it. Deterministic: sizes of built files, no timing.
 */
const client = readBuiltClient(path.resolve(process.argv[2] ?? 'build/client'));
const loads = pageRoutes(client.manifest).map((route) => firstLoad(client, route));
const kib = (bytes: number) => (bytes / 1024).toFixed(1);

console.log(`First-load JavaScript, gzipped (budget ${FIRST_LOAD_BUDGET_KIB} KiB per page):`);
for (const { page, route } of PAGE_TYPES) {
  const load = loads.find((l) => l.route === route);
  if (!load) throw new Error(`page type ${page}: no route ${route} in the build`);
  console.log(`  ${page.padEnd(26)} ${kib(load.gzip).padStart(6)} KiB  (${load.files.length} files, ${kib(load.bytes)} KiB raw)`);
}
const largest = [...loads].sort((a, b) => b.gzip - a.gzip)[0]!;
console.log(`  largest of ${loads.length} page routes: ${largest.route} ${kib(largest.gzip)} KiB`);

const over = overBudget(loads, FIRST_LOAD_BUDGET_KIB);
if (over.length > 0) {
  console.error(`\nOver the ${FIRST_LOAD_BUDGET_KIB} KiB budget:`);
  for (const load of over) {
    console.error(`  ${load.route}: ${kib(load.gzip)} KiB`);
    for (const file of [...load.files].sort((a, b) => b.gzip - a.gzip).slice(0, 5)) console.error(`    ${file.url} ${kib(file.gzip)} KiB`);
  }
  process.exit(1);
}
