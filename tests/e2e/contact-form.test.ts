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

const VIEWS = [
  { width: 375, colorScheme: 'light' },
  { width: 375, colorScheme: 'dark' },
  { width: 1280, colorScheme: 'light' },
  { width: 1280, colorScheme: 'dark' },
] as const;

type FieldName = 'name' | 'email' | 'subject' | 'message';

/**
 * Each bad field is marked invalid, described by its own message written right below it,
 * the good fields are not, and focus is on the first bad field; nothing is only in a toast.
 */
async function expectFieldErrors(page: Page, expected: Partial<Record<FieldName, string>>, label: string) {
  const fields = await page.evaluate(() =>
    (['name', 'email', 'subject', 'message'] as const).map((name) => {
      const control = document.querySelector<HTMLElement>(`form [name="${name}"]`)!;
      const ids = (control.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
      const error = ids.map((id) => document.getElementById(id)).find((el) => el?.id.endsWith('-error'));
      const box = control.getBoundingClientRect();
      const below = error?.getBoundingClientRect();
      return {
        name,
        invalid: control.getAttribute('aria-invalid'),
        error: error?.textContent ?? null,
        beside: below ? below.top >= box.bottom - 1 && below.top - box.bottom < 24 && below.left < box.right : null,
        visible: below ? below.width > 0 && below.height > 0 : null,
        focused: document.activeElement === control,
      };
    }),
  );
  const order = (['name', 'email', 'subject', 'message'] as const).filter((name) => expected[name]);
  for (const field of fields) {
    const message = expected[field.name];
    const where = `${label}: ${field.name}`;
    expect(field.invalid, where).toBe(message ? 'true' : null);
    expect(field.error, where).toBe(message ? `Error: ${message}` : null);
    if (message) expect(field.beside && field.visible, `${where}: message right below the field`).toBe(true);
    expect(field.focused, `${where}: focus`).toBe(field.name === order[0]);
  }
  expect(await page.getByRole('alert').isVisible(), `${label}: the message above the form`).toBe(true);
  expect(await toast(page).count(), `${label}: no toast`).toBe(0);
}

describe('contact form with JavaScript', () => {
  it('shows each problem beside its field, marked invalid, with focus on the first bad field (375 and 1280 px, light and dark)', async () => {
    for (const view of VIEWS) {
      const label = `${view.width} ${view.colorScheme}`;
      const { page, errors } = await openPage(site.browser, {
        colorScheme: view.colorScheme,
        viewport: { width: view.width, height: 900 },
      });
      await page.goto(`${site.server.url}/contact`);
      await page.waitForLoadState('networkidle');
      const send = page.getByRole('button', { name: 'Send Message' });

      await fill(page, { email: 'lee-at-example' });
      await send.click();
      await page.getByRole('alert').getByText('Missing Information').waitFor();
      await expectFieldErrors(
        page,
        { name: 'Enter your name.', email: 'Enter an email address like name@example.com.', message: 'Enter your message.' },
        label,
      );
      expect(await page.getByRole('alert').innerText()).toContain('Please fill in all required fields.');

      await fill(page, { name: 'Lee', email: 'lee-at-example', message: 'Hello' });
      await send.click();
      await page.getByRole('alert').getByText('Invalid Email').waitFor();
      await expectFieldErrors(page, { email: 'Enter an email address like name@example.com.' }, label);
      expect(await axeViolations(page), label).toEqual([]);
      expect(messages()).toHaveLength(0);
      expect(errors, label).toEqual([]);
      await page.context().close();
    }
  });

  it('shows the errors the server finds the same way, and sends a good message (toast, form cleared)', async () => {
    const { page, errors } = await openPage(site.browser);
    await page.goto(`${site.server.url}/contact`);
    await page.waitForLoadState('networkidle');
    const send = page.getByRole('button', { name: 'Send Message' });

    // A rule only the server applies (here, its answer to a too-long message) comes back beside the field.
    await page.route('**/contact*', async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      const body = route.request().postData() ?? '';
      if (!body.includes('too-long')) {
        await new Promise((resolve) => setTimeout(resolve, 600));
        return route.continue();
      }
      const form = new URLSearchParams(body);
      form.set('message', 'x'.repeat(5001));
      return route.continue({ postData: form.toString() });
    });
    await fill(page, { name: 'Lee', email: 'lee@example.org', message: 'too-long' });
    await send.click();
    await page.getByRole('alert').getByText('Message Too Long').waitFor();
    await expectFieldErrors(page, { message: 'Message can be at most 5,000 characters.' }, 'server check');

    // Slowed down so "Sending..." can be seen.
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
    // The earlier errors are gone with the message that fixed them.
    expect(await page.locator('[aria-invalid="true"]').count()).toBe(0);
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Send Message' }).isEnabled()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    // Toasts last 5 seconds (the pointer is moved away: hovering pauses them).
    await page.mouse.move(0, 0);
    await toast(page).waitFor({ state: 'detached', timeout: 9000 });
    expect(Date.now() - shownAt).toBeGreaterThan(4500);
    // The browser logs the refused post's status (400); nothing else may fail.
    expect(errors.filter((e) => !e.includes('status of 400'))).toEqual([]);
    await page.context().close();
  });

  it('shows the Error message in the page when the server cannot store the message', async () => {
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
    await page.getByRole('alert').getByText('Error', { exact: true }).waitFor();
    expect(await page.getByRole('alert').innerText()).toContain('There was a problem sending your message. Please try again.');
    expect(await toast(page).count()).toBe(0);
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
    await expectFieldErrors(page, { email: 'Enter an email address like name@example.com.' }, 'no JavaScript');

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

  it('shows each problem beside its field, marked invalid, with focus on the first bad field (375 and 1280 px, light and dark)', async () => {
    for (const view of VIEWS) {
      const label = `no JavaScript, ${view.width} ${view.colorScheme}`;
      const { page } = await openPage(site.browser, {
        javaScriptEnabled: false,
        colorScheme: view.colorScheme,
        viewport: { width: view.width, height: 900 },
      });
      await page.goto(`${site.server.url}/contact`);
      await fill(page, { email: 'lee-at-example', subject: 'Hello' });
      await page.getByRole('button', { name: 'Send Message' }).click();
      await page.getByRole('alert').getByText('Missing Information').waitFor();
      await expectFieldErrors(
        page,
        { name: 'Enter your name.', email: 'Enter an email address like name@example.com.', message: 'Enter your message.' },
        label,
      );
      expect(await page.getByLabel(/^Subject/).inputValue(), label).toBe('Hello');
      await page.context().close();
    }
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
