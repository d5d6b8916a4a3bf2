/**
 * The builder's paste of a request for another table: it says so and opens that table with the
 * request. On the parcel-hub tables the file makes in the sandbox (hub-tables.ts).
 */
import { describe, expect, test } from 'vitest';
import { useWebApp } from '../support/e2e-app.js';
import { openHubApp, builder, useHubTables } from './hub-tables.js';
import { openTable } from './tools-e2e-helpers.js';

const app = useWebApp({ startTimeout: 120_000, pagePerTest: true });
useHubTables(app);

describe("the builder's paste", () => {
  test('a request for another table says so and opens that table with the request', async () => {
    const page = await openHubApp(app);
    await openTable(page, 'SaasOrganizations');
    await page.getByRole('tab', { name: 'Expression builder' }).click();
    const b = builder(page);
    await b.locator('summary', { hasText: 'Paste a request' }).click();
    await b.getByLabel('Pasted request').fill(
      JSON.stringify({
        TableName: 'EvenHubs',
        KeyConditionExpression: 'hub = :h AND begins_with(parcel, :p)',
        ExpressionAttributeValues: { ':h': { S: 'hub-4' }, ':p': { S: 'COURIER#' } },
      }),
    );
    await b.getByRole('button', { name: 'Fill the form from the pasted text' }).click();
    await b
      .getByRole('alert')
      .getByText('This request is for table "EvenHubs", not "SaasOrganizations", the table open now')
      .waitFor();
    await page.screenshot({ path: '/tmp/sf/paste-other-table.png' });
    await b.getByRole('button', { name: 'Open table EvenHubs and paste there' }).click();
    await b.getByText('The form now holds the pasted request.').waitFor();
    expect(
      await page
        .getByRole('navigation', { name: 'Tables' })
        .getByRole('button', { name: 'EvenHubs', exact: true })
        .getAttribute('aria-current'),
    ).toBe('true');
    expect(await b.getByLabel('Partition key', { exact: true }).inputValue()).toBe('hub-4');
  });
});
