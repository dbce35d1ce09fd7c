import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { axeViolations, openPage } from '../helpers/browser.ts';
import { siteInBrowser } from '../helpers/site-in-browser.ts';

const site = siteInBrowser(['tests/fixtures/demo-small', 'tests/fixtures/attorneys']);

/** Photo URLs of the fixtures point at a host that does not exist: those load errors are expected. */
const realErrors = (errors: string[]) =>
  errors.filter((e) => !/Failed to load resource|ERR_NAME_NOT_RESOLVED|ERR_FAILED/.test(e));

/** Contexts opened by a test, closed after it: their kept-alive connections count against the server's per-client cap. */
const contexts: BrowserContext[] = [];
afterEach(async () => {
  for (const context of contexts.splice(0)) await context.close();
});

async function open(path: string, options = {}): Promise<{ page: Page; errors: string[] }> {
  const opened = await openPage(site.browser, { viewport: { width: 1280, height: 900 }, ...options });
  contexts.push(opened.page.context());
  await opened.page.goto(`${site.server.url}${path}`);
  await opened.page.waitForLoadState('networkidle');
  return opened;
}

const found = (page: Page) => page.getByTestId('found-count').textContent();
const cardNames = (page: Page) => page.locator('ol[aria-label="Attorneys"] h3').allTextContents();
const query = (page: Page) => new URL(page.url()).searchParams;

describe('find-attorney landing', () => {
  it('shows the headline, search box, real figures and the shortcut blocks', async () => {
    const { page, errors } = await open('/find-attorney');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Find Qualified Attorneys');
    expect(await page.locator('#attorney-query').getAttribute('placeholder')).toBe(
      'Search attorneys by name, city, or firm...',
    );
    expect(await page.getByRole('heading', { name: 'Filter Attorneys' }).isVisible()).toBe(true);
    expect(await page.getByTestId('stat-attorneys').textContent()).toBe('36+');
    expect(await page.getByTestId('stat-states').textContent()).toBe('16 States');
    const areas = page.locator('section[aria-labelledby="popular-areas"] a');
    expect(await areas.allInnerTexts()).toEqual([
      'Personal Injury\n9 attorneys',
      'Family Law\n3 attorneys',
      'Criminal Defense\n10 attorneys',
      'Real Estate\n6 attorneys',
    ]);
    expect(await page.getByTestId('ca-active').textContent()).toMatch(/^\d+\+ attorneys with recent activity$/);
    expect(await page.getByTestId('ca-free').textContent()).toBe('2 attorneys offer a free consultation');
    expect(await page.locator('section[aria-labelledby="popular-states"] a').allInnerTexts()).toEqual([
      'California\n8 attorneys',
      'New York\n3 attorneys',
      'Texas\n2 attorneys',
      'Florida\n3 attorneys',
    ]);
    expect(await axeViolations(page)).toEqual([]);
    expect(realErrors(errors)).toEqual([]);
  });

  it('maps Criminal Defense to the Federal Crime practice area', async () => {
    const { page } = await open('/find-attorney');
    await page.getByRole('link', { name: /Criminal Defense/ }).click();
    await page.waitForURL(/practiceAreas=/);
    await expect.poll(() => found(page)).toBe('Found 10 attorneys');
    expect(await page.locator('ul[aria-label="Selected practice areas"]').textContent()).toContain('Federal Crime');
  });

  it('ignores a whitespace-only search and runs a trimmed one', async () => {
    const { page } = await open('/find-attorney');
    await page.locator('#attorney-query').fill('   ');
    await page.locator('#attorney-query').press('Enter');
    await page.waitForTimeout(300);
    expect(new URL(page.url()).search).toBe('');
    await page.locator('#attorney-query').fill('  quillfeather ');
    await page.locator('#attorney-query').press('Enter');
    await page.waitForURL(/query=/);
    expect(new URL(page.url()).search).toBe('?query=quillfeather&sortBy=answers&sortOrder=desc');
    await expect.poll(() => found(page)).toBe('Found 3 attorneys');
  });
});

describe('find-attorney filters, sorting and paging', () => {
  it('filters by state, then city, experience and free consultation', async () => {
    const { page, errors } = await open('/find-attorney');
    await page.locator('#filter-state').selectOption('WY');
    await page.getByRole('button', { name: 'Apply Filters' }).click();
    await page.waitForURL(/state=WY/);
    await expect.poll(() => found(page)).toBe('Found 5 attorneys');
    await page.locator('#filter-city').fill('Cheyenne');
    await page.getByRole('button', { name: 'Apply Filters' }).click();
    await page.waitForURL(/city=Cheyenne/);
    await expect.poll(() => cardNames(page)).toEqual(['Ada Quillfeather', 'Bram Quillfeather']);
    await page.locator('#filter-city').fill('');
    await page.locator('#filter-experience').selectOption('10');
    await page.getByRole('button', { name: 'Apply Filters' }).click();
    await page.waitForURL(/minExperience=10/);
    expect(query(page).has('city')).toBe(false);
    await expect.poll(() => cardNames(page)).toEqual(['Ada Quillfeather', 'Bram Quillfeather']);
    await page.locator('#filter-experience').selectOption('');
    await page.locator('#filter-free').check();
    await page.getByRole('button', { name: 'Apply Filters' }).click();
    await page.waitForURL(/freeConsultation=true/);
    await expect.poll(() => cardNames(page)).toEqual(['Ada Quillfeather', 'Dov Zephyrine']);
    expect(await axeViolations(page)).toEqual([]);
    expect(realErrors(errors)).toEqual([]);
  });

  it('picks practice areas without duplicates, offering only unselected ones', async () => {
    const { page } = await open('/find-attorney?state=WY');
    const picker = page.locator('#filter-area');
    expect(await picker.locator('option').count()).toBe(21); // the prompt + the areas offered (at most 20)
    const realEstate = await picker.locator('option', { hasText: 'Real Estate' }).getAttribute('value');
    await picker.selectOption(realEstate!);
    await expect.poll(() => picker.locator('option', { hasText: 'Real Estate' }).count()).toBe(0);
    const injury = await picker.locator('option', { hasText: 'Personal Injury' }).getAttribute('value');
    await picker.selectOption(injury!);
    await page.getByRole('button', { name: 'Apply Filters' }).click();
    await page.waitForURL(/practiceAreas=.*practiceAreas=/);
    expect(query(page).getAll('practiceAreas')).toEqual([realEstate, injury]);
    await expect.poll(() => cardNames(page)).toEqual(['Cleo Zephyrine', 'Dov Zephyrine']);
    await page.getByRole('button', { name: 'Remove Real Estate' }).click();
    await page.getByRole('button', { name: 'Apply Filters' }).click();
    await page.waitForURL((url) => url.searchParams.getAll('practiceAreas').length === 1);
    await expect.poll(() => cardNames(page)).toEqual(['Dov Zephyrine']);
  });

  it('refuses a city without a state with the alert, in the browser and on the server', async () => {
    const { page } = await open('/find-attorney?state=WY');
    await page.locator('#filter-state').selectOption('all');
    await page.locator('#filter-city').fill('Cheyenne');
    await page.getByRole('button', { name: 'Apply Filters' }).click();
    await page.getByRole('alert').waitFor();
    expect(await page.getByRole('alert').textContent()).toBe('Please select a state when searching by city.');
    expect(query(page).get('state')).toBe('WY');

    const noJs = await openPage(site.browser, { javaScriptEnabled: false });
    const response = await noJs.page.goto(`${site.server.url}/find-attorney?city=Cheyenne&state=all`);
    expect(response?.status()).toBe(400);
    expect(await noJs.page.getByRole('alert').textContent()).toBe('Please select a state when searching by city.');
  });

  it('sorts by each key in both orders and resets the offset', async () => {
    const { page } = await open('/find-attorney?state=WY&sortBy=answers&sortOrder=desc');
    await page.locator('#attorney-sort').selectOption('experience');
    await page.waitForURL(/sortBy=experience/);
    await expect
      .poll(() => cardNames(page))
      .toEqual(['Ada Quillfeather', 'Bram Quillfeather', 'Cleo Zephyrine', 'Dov Zephyrine', 'Eli Zephyrine']);
    await page.locator('#attorney-order').selectOption('asc');
    await page.waitForURL(/sortOrder=asc/);
    await expect
      .poll(() => cardNames(page))
      .toEqual(['Dov Zephyrine', 'Cleo Zephyrine', 'Bram Quillfeather', 'Ada Quillfeather', 'Eli Zephyrine']);
    await page.locator('#attorney-sort').selectOption('name');
    await page.waitForURL(/sortBy=name/);
    await expect
      .poll(() => cardNames(page))
      .toEqual(['Ada Quillfeather', 'Bram Quillfeather', 'Cleo Zephyrine', 'Dov Zephyrine', 'Eli Zephyrine']);
    await page.locator('#attorney-sort').selectOption('success_rate');
    await page.waitForURL(/sortBy=success_rate/);
    await expect.poll(async () => (await cardNames(page))[0]).toBe('Cleo Zephyrine');

    const paged = await open('/find-attorney?sortBy=answers&sortOrder=desc&offset=20');
    await paged.page.locator('#attorney-sort').selectOption('name');
    await paged.page.waitForURL(/sortBy=name/);
    expect(query(paged.page).has('offset')).toBe(false);
  });

  it('pages 20 at a time with links that set only the offset', async () => {
    const { page } = await open('/find-attorney?sortBy=answers&sortOrder=desc');
    await expect.poll(() => found(page)).toBe('Found 36 attorneys');
    await expect.poll(async () => (await cardNames(page)).length).toBe(20);
    const first = await cardNames(page);
    await page.getByRole('navigation', { name: 'Attorney results pages' }).getByRole('link', { name: 'Next' }).click();
    await page.waitForURL(/offset=20/);
    expect(new URL(page.url()).search).toBe('?sortBy=answers&sortOrder=desc&offset=20');
    await expect.poll(async () => (await cardNames(page)).length).toBe(16);
    const second = await cardNames(page);
    expect(second.filter((name) => first.includes(name))).toEqual([]);
  });

  it('shows No Attorneys Found with Reset Search, and Search Error for a bad value', async () => {
    const { page } = await open('/find-attorney?query=zzqxnothing&sortBy=answers&sortOrder=desc');
    expect(await page.getByRole('heading', { name: 'No Attorneys Found' }).isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Reset Search' }).click();
    await page.waitForURL((url) => url.pathname === '/find-attorney' && url.search === '');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Find Qualified Attorneys');

    const bad = await open('/find-attorney?sortBy=popularity');
    expect(await bad.page.getByRole('alert').locator('h3').textContent()).toBe('Search Error');
    expect(await bad.page.getByRole('alert').textContent()).toContain('sortBy must be one of');
  });

  it('works without JavaScript: GET form, filters and sort', async () => {
    const { page } = await open('/find-attorney', { javaScriptEnabled: false });
    await page.locator('#filter-state').selectOption('WY');
    await page.locator('#filter-experience').selectOption('10');
    await page.getByRole('button', { name: 'Apply Filters' }).click();
    await page.waitForURL(/minExperience=10/);
    await expect.poll(() => cardNames(page)).toEqual(['Ada Quillfeather', 'Bram Quillfeather']);
    await page.locator('#attorney-sort').selectOption('name');
    await page.locator('#attorney-order').selectOption('desc');
    await page.getByRole('button', { name: 'Apply sort' }).click();
    await page.waitForURL(/sortBy=name/);
    await expect.poll(() => cardNames(page)).toEqual(['Bram Quillfeather', 'Ada Quillfeather']);
  });
});

describe('attorney profile', () => {
  it('shows every section with real figures, title and ProfilePage data', async () => {
    const { page, errors } = await open('/attorneys/ada-quillfeather');
    expect(await page.title()).toBe('Ada Quillfeather Attorney Profile | OpenCounsel');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Ada Quillfeather');
    const header = page.locator('main header');
    for (const text of ['Quillfeather Family Law', 'Cheyenne, WY', '@attorneys_ada', 'Distinguished', 'WY Leader'])
      expect(await header.textContent()).toContain(text);
    const sections = await page.locator('main h2').allTextContents();
    expect(sections).toEqual([
      'Contact and license',
      'Experience',
      'Total Answers',
      'Services',
      'Practice Areas',
      'Response Quality Analysis',
      'Peer Comparison Rankings',
      'Top Answers',
      'All Answers (6)',
      'Complete Professional Information',
    ]);
    expect(await page.locator('[data-section="practice-areas"] li').first().textContent()).toBe('Family LawPrimary');
    expect(await page.getByTestId('tile-Response Depth').textContent()).toBe('Medium');
    expect(await page.getByTestId('tile-Response Time').textContent()).toBe('Fast');
    await page.getByTestId('tile-Clarity').hover();
    await page.getByRole('tooltip').waitFor();
    expect(await page.getByRole('tooltip').textContent()).toContain('From 6 answers in the archive.');
    expect(await page.locator('[data-section="peer-rankings"]').textContent()).toContain('#1 of 5 in Wyoming');
    expect(
      await page
        .locator('[data-section="top-answers"] [data-slot]')
        .evaluateAll((els) => els.map((e) => e.getAttribute('data-slot'))),
    ).toEqual(['highestVoted', 'mostRecent', 'bestAccepted']);
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!);
    expect(jsonLd['@type']).toBe('ProfilePage');
    expect(jsonLd.mainEntity.name).toBe('Ada Quillfeather');
    const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
    expect(await trail.getByRole('link', { name: 'Find Attorneys' }).getAttribute('href')).toBe('/find-attorney');
    expect(await axeViolations(page)).toEqual([]);
    expect(realErrors(errors)).toEqual([]);
  });

  it('leaves missing Top Answers slots out and states empty practice areas', async () => {
    const bram = await open('/attorneys/bram-quillfeather');
    expect(await bram.page.locator('[data-section="top-answers"] [data-slot]').count()).toBe(1);
    const eli = await open('/attorneys/eli-zephyrine');
    expect(await eli.page.locator('[data-section="practice-areas"]').textContent()).toContain(
      'No practice areas specified',
    );
    expect(await eli.page.locator('[data-section="top-answers"]').textContent()).toContain(
      'no answers in the archive yet',
    );
    expect(await eli.page.getByTestId('tile-Clarity').textContent()).toBe('No data');
  });

  it('falls back from photoUrl to photoFallbackUrl, then to the default avatar', async () => {
    const { page } = await openPage(site.browser);
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
      'base64',
    );
    await page.route('https://images.opencounsel.example/**', (route) =>
      route.request().url().endsWith('-small.jpg')
        ? route.fulfill({ body: png, contentType: 'image/png' })
        : route.abort(),
    );
    await page.goto(`${site.server.url}/attorneys/ada-quillfeather`);
    const photo = page.locator('main header img');
    await expect.poll(() => photo.getAttribute('data-photo-source')).toBe('fallback');
    expect(await photo.getAttribute('src')).toBe('https://images.opencounsel.example/attorneys/9060001-small.jpg');

    const both = await open('/attorneys/ada-quillfeather'); // the host does not resolve: both fail
    await expect
      .poll(() => both.page.locator('main header img').getAttribute('src'))
      .toBe('/images/default-avatar.svg');

    const noJs = await open('/attorneys/eli-zephyrine', { javaScriptEnabled: false });
    expect(await noJs.page.locator('main header img').getAttribute('src')).toBe('/images/default-avatar.svg');
  });

  it('renders archive text as text, never as markup', async () => {
    const { page } = await open('/attorneys/attorneys-xss');
    let dialog = false;
    page.on('dialog', () => (dialog = true));
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('</script><b>Evil Quillfeather');
    expect(await page.locator('main img[src="x"]').count()).toBe(0);
    const html = await (await fetch(`${site.server.url}/attorneys/attorneys-xss`)).text();
    const ld = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)![1]!;
    expect(ld).not.toContain('<');
    expect(JSON.parse(ld).mainEntity.name).toBe('</script><b>Evil Quillfeather');
    expect(await page.locator('[data-section="professional-information"]').textContent()).not.toContain('Hourly rate');
    expect(await page.locator('main header').textContent()).toContain('Location not specified');
    expect(dialog).toBe(false);
  });

  it('shows the not-found page with status 404 and Back to Search', async () => {
    const { page } = await openPage(site.browser);
    const response = await page.goto(`${site.server.url}/attorneys/no-such-attorney`);
    expect(response?.status()).toBe(404);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Attorney Profile Not Found');
    expect(
      await page.getByText("The attorney profile you're looking for doesn't exist or has been removed.").isVisible(),
    ).toBe(true);
    await page.waitForLoadState('networkidle');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Back to Search' }).click();
    await page.waitForURL(/\/find-attorney$/);
  });

  it('follows the legacy profile URL and the id URL to the canonical profile', async () => {
    const { page } = await open('/answers/atty_profile/view_attorney_profile/attorneys_cleo');
    expect(new URL(page.url()).pathname).toBe('/attorneys/cleo-zephyrine');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Cleo Zephyrine');
    const unknown = await open('/answers/atty_profile/view_attorney_profile/nobody_at_all');
    expect(new URL(unknown.page.url()).pathname).toBe('/find-attorney');
    const byId = await open('/attorneys/9060003');
    expect(new URL(byId.page.url()).pathname).toBe('/attorneys/cleo-zephyrine');
  });

  it('links result cards to the profile', async () => {
    const { page } = await open('/find-attorney?state=WY&sortBy=answers&sortOrder=desc');
    await page.getByRole('link', { name: 'Cleo Zephyrine', exact: true }).click();
    await page.waitForURL(/\/attorneys\/cleo-zephyrine$/);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Cleo Zephyrine');
  });
});
