/** Screenshot of a page served on the fixture archive: node --import tsx scripts/dev-tools/screenshot.ts /path out.png [width] */
import { launchBrowser } from '../../tests/helpers/browser.ts';
import { buildFixtureArchive } from '../../tests/helpers/fixture-archive.ts';
import { startServer } from '../../tests/helpers/server.ts';
const server = await startServer(await buildFixtureArchive('tests/fixtures/import-good'));
const browser = await launchBrowser();
const [url, out, width] = [process.argv[2] ?? '/', process.argv[3] ?? '/tmp/shot.png', Number(process.argv[4] ?? 1280)];
const page = await browser.newPage({ viewport: { width, height: 900 } });
await page.goto(server.url + url);
await page.screenshot({ path: out, fullPage: true });
await browser.close(); await server.stop();
