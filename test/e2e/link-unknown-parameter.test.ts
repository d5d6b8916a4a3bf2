/**
 * A link with a parameter this version does not use is not run, and the parameter is named. On the
 * parcel-hub tables the file makes in the sandbox (hub-tables.ts).
 */
import { describe, expect, test } from 'vitest';
import { useWebApp } from '../support/e2e-app.js';
import { openHubApp, plainForm, useHubTables } from './hub-tables.js';

const app = useWebApp({ startTimeout: 120_000, pagePerTest: true });
useHubTables(app);

describe('links', () => {
  test('a link with a parameter this version does not use is not run, and the parameter is named', async () => {
    const page = await openHubApp(app, '#/query?table=EvenHubs&pk=hub-2&skOp=between&sk=PARCEL%23002');
    const notice = page.getByRole('alert').filter({ hasText: 'The link was not run' });
    await notice.waitFor({ timeout: 30_000 });
    expect(await notice.textContent()).toContain('skOp=between (did you mean skop?)');
    await page.getByRole('tab', { name: 'Plain form' }).click();
    expect(await plainForm(page).getByLabel('Partition key', { exact: true }).inputValue()).toBe('hub-2');
    expect(await page.getByRole('treegrid', { name: 'Item collections' }).count()).toBe(0);
    await page.screenshot({ path: '/tmp/sf/link-ignored.png' });
  });
});
