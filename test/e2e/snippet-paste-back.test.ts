/**
 * The app's own code, pasted back into the builder, fills it again with the same read, in every
 * language, instead of emptying it (issue 12), on the sandbox's own samples.
 */
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { snippetLanguages } from '../../shared/snippets/index.js';
import { useWebApp } from '../support/e2e-app.js';

const app = useWebApp({ startTimeout: 120_000, pagePerTest: true });

async function openTable(page: Page, name: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Tables' }).getByRole('button', { name, exact: true }).click();
  await page.getByRole('tablist', { name: 'Tools' }).waitFor();
}

describe.each(snippetLanguages.map((l) => l.label))('the %s code the app shows', (label) => {
  test('pasted back into the builder, fills it with the same read', async () => {
    const page = await app.open('', { viewport: { width: 1440, height: 900 }, loadedWithin: 60_000 });
    await openTable(page, 'Workspaces');
    await page.getByRole('tab', { name: 'Expression builder' }).click();
    const b = page.getByRole('region', { name: 'Expression builder' });
    await b.getByLabel('Index').selectOption('ByStatus');
    await b.getByLabel('Partition key', { exact: true }).fill('WS#initech');
    await b.getByLabel('Sort key condition').selectOption('begins_with');
    await b.getByLabel('Sort key value', { exact: true }).fill('ACTIVE#');
    await b.getByLabel('Newest first').check();
    await b.locator('summary', { hasText: 'Code' }).click();
    await b.getByRole('tab', { name: label, exact: true }).click();
    const code = (await b.getByLabel(`${label} program`).textContent())!;

    // Start over on another read, then paste the whole program (or command) back.
    await b.getByLabel('Index').selectOption('');
    await b.getByLabel('Partition key', { exact: true }).fill('WS#globex');
    await b.getByLabel('Newest first').uncheck();
    await b.locator('summary', { hasText: 'Paste a request' }).click();
    await b.getByLabel('Pasted request').fill(code);
    await b.getByRole('button', { name: 'Fill the form from the pasted text' }).click();
    await b.getByText('The form now holds the pasted request.').waitFor();
    expect(await b.getByLabel('Index').inputValue()).toBe('ByStatus');
    expect(await b.getByLabel('Partition key', { exact: true }).inputValue()).toBe('WS#initech');
    expect(await b.getByLabel('Sort key condition').inputValue()).toBe('begins_with');
    expect(await b.getByLabel('Sort key value', { exact: true }).inputValue()).toBe('ACTIVE#');
    expect(await b.getByLabel('Newest first').isChecked()).toBe(true);
  });
});
