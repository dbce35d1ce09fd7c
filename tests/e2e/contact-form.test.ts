import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { axeViolations, openPage } from '../helpers/browser.ts';
import { siteInBrowser } from '../helpers/site-in-browser.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'contact-e2e-'));
const inboxPath = path.join(dir, 'inbox.db');
const site = siteInBrowser(['tests/fixtures/demo-small'], { INBOX_PATH: inboxPath });

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function messages(): { name: string; email: string; subject: string; message: string }[] {
  if (!fs.existsSync(inboxPath)) return [];
  const db = new Database(inboxPath, { readonly: true });
  try {
    return db.prepare('SELECT name, email, subject, message FROM messages ORDER BY id').all() as ReturnType<
      typeof messages
    >;
  } finally {
    db.close();
  }
}

async function fill(page: Page, values: { name?: string; email?: string; subject?: string; message?: string }) {
  await page.getByLabel('Name *').fill(values.name ?? '');
  await page.getByLabel('Email *').fill(values.email ?? '');
  await page.getByLabel(/^Subject/).fill(values.subject ?? '');
  await page.getByLabel('Message *').fill(values.message ?? '');
}

const toast = (page: Page) => page.locator('li[data-tone]');

describe('contact form with JavaScript', () => {
  it('shows each spec message as a single toast, stores the message and clears the form', async () => {
    const { page, errors } = await openPage(site.browser);
    await page.goto(`${site.server.url}/contact`);
    await page.waitForLoadState('networkidle');
    const send = page.getByRole('button', { name: 'Send Message' });

    await fill(page, { name: 'Lee', email: 'lee@example.org' });
    await send.click();
    await toast(page).getByText('Missing Information').waitFor();
    expect(await toast(page).innerText()).toContain('Please fill in all required fields.');

    await fill(page, { name: 'Lee', email: 'lee-at-example', message: 'Hello' });
    await send.click();
    await toast(page).getByText('Invalid Email').waitFor();
    expect(await toast(page).count()).toBe(1); // one at a time: the new toast replaced the old
    expect(await toast(page).innerText()).toContain('Please enter a valid email address.');
    expect(messages()).toHaveLength(0);

    // Slow the post down so "Sending..." can be seen.
    await page.route('**/contact*', async (route) => {
      if (route.request().method() === 'POST') await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    await fill(page, {
      name: 'Lee Park',
      email: 'lee@example.org',
      subject: 'Broken link',
      message: 'The link on question 7 is broken.',
    });
    await send.click();
    await page.getByRole('button', { name: 'Sending...' }).waitFor();
    expect(await page.getByRole('button', { name: 'Sending...' }).isDisabled()).toBe(true);
    await toast(page).getByText('Message Sent!').waitFor();
    const shownAt = Date.now();
    expect(await toast(page).innerText()).toContain("Thank you for contacting us. We'll get back to you soon.");
    expect(messages()).toEqual([
      {
        name: 'Lee Park',
        email: 'lee@example.org',
        subject: 'Broken link',
        message: 'The link on question 7 is broken.',
      },
    ]);
    for (const label of ['Name *', 'Email *', 'Message *']) expect(await page.getByLabel(label).inputValue()).toBe('');
    expect(await page.getByRole('button', { name: 'Send Message' }).isEnabled()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    // Toasts last 5 seconds (the pointer is moved away: hovering pauses them).
    await page.mouse.move(0, 0);
    await toast(page).waitFor({ state: 'detached', timeout: 9000 });
    expect(Date.now() - shownAt).toBeGreaterThan(4500);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('shows the Error message when the server cannot store the message', async () => {
    const { page } = await openPage(site.browser);
    await page.goto(`${site.server.url}/contact`);
    await page.waitForLoadState('networkidle');
    await page.route('**/contact*', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 503, contentType: 'text/plain', body: 'down' })
        : route.continue(),
    );
    await fill(page, { name: 'Lee', email: 'lee@example.org', message: 'Hello' });
    await page.getByRole('button', { name: 'Send Message' }).click();
    await toast(page).getByText('Error', { exact: true }).waitFor();
    expect(await toast(page).innerText()).toContain('There was a problem sending your message. Please try again.');
    expect(await page.getByLabel('Message *').inputValue()).toBe('Hello');
    await page.context().close();
  });
});

describe('contact form without JavaScript', () => {
  it('posts the form and shows the messages in the page; stores the message', async () => {
    const { page } = await openPage(site.browser, { javaScriptEnabled: false });
    await page.goto(`${site.server.url}/contact`);
    await fill(page, { name: 'No Script', email: 'bad-email', message: 'Plain form post' });
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByRole('alert').waitFor();
    expect(await page.getByRole('alert').innerText()).toContain('Invalid Email');
    expect(await page.getByLabel('Message *').inputValue()).toBe('Plain form post');

    const before = messages().length;
    await page.getByLabel('Email *').fill('noscript@example.org');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByRole('status').waitFor();
    expect(await page.getByRole('status').innerText()).toContain('Message Sent!');
    expect(await page.getByLabel('Message *').inputValue()).toBe('');
    expect(messages().slice(before)).toEqual([
      { name: 'No Script', email: 'noscript@example.org', subject: '', message: 'Plain form post' },
    ]);
    await page.context().close();
  });

  it('the in-page messages have no axe violations (our scripts blocked, axe still runs)', async () => {
    const { page } = await openPage(site.browser);
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto(`${site.server.url}/contact`);
    await fill(page, { name: 'No Script', email: 'still-bad', message: 'x' });
    await Promise.all([
      page.waitForURL(`${site.server.url}/contact`),
      page.getByRole('button', { name: 'Send Message' }).click(),
    ]);
    await page.getByRole('alert').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });
});
