/**
 * The Limit field: past DynamoDB's largest Limit it is refused beside the field, in the plain form
 * and in the builder. On the parcel-hub tables the file makes in the sandbox (hub-tables.ts).
 */
import { describe, expect, test } from 'vitest';
import { useWebApp } from '../support/e2e-app.js';
import { openHubApp, plainForm, builder, useHubTables } from './hub-tables.js';
import { openTable } from './tools-e2e-helpers.js';

const app = useWebApp({ startTimeout: 120_000, pagePerTest: true });
useHubTables(app);

describe('Limit', () => {
  const tooBig = '99999999999999';
  const said = "DynamoDB's largest Limit is 2,147,483,647; got 99,999,999,999,999";

  test('past 2,147,483,647 is refused beside the field in the plain form and in the builder', async () => {
    const page = await openHubApp(app);
    await openTable(page, 'EvenHubs');
    const form = plainForm(page);
    await form.getByLabel('Partition key', { exact: true }).fill('hub-1');
    await form.getByLabel('Limit', { exact: true }).fill(tooBig);
    await form.getByRole('button', { name: 'Run query' }).click();
    await form.locator('.field-problem', { hasText: said }).waitFor();
    expect(await form.getByLabel('Limit', { exact: true }).getAttribute('aria-invalid')).toBe('true');

    await page.getByRole('tab', { name: 'Expression builder' }).click();
    const b = builder(page);
    await b.getByLabel('Limit', { exact: true }).fill(tooBig);
    await b.getByText(said).first().waitFor();
    expect(await b.getByRole('button', { name: 'Run query' }).isDisabled()).toBe(true);
    await b.getByLabel('Limit', { exact: true }).fill('2147483647');
    expect(await b.getByRole('button', { name: 'Run query' }).isDisabled()).toBe(false);
  });
});
