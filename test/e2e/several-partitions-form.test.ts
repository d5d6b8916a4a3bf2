/**
 * The several-partitions form: one key reads "in 1 partition"; an empty key list names the key and
 * says the result shown is the previous read. On the parcel-hub tables the file makes in the
 * sandbox (hub-tables.ts).
 */
import { describe, test } from 'vitest';
import { useWebApp } from '../support/e2e-app.js';
import { openHubApp, useHubTables } from './hub-tables.js';
import { openTable, openTool } from './tools-e2e-helpers.js';

const app = useWebApp({ startTimeout: 120_000, pagePerTest: true });
useHubTables(app);

describe('several partitions', () => {
  test('one key reads "in 1 partition"; an empty key list names the key and says the result shown is the previous one', async () => {
    const page = await openHubApp(app);
    await openTable(page, 'EvenHubs');
    const tool = await openTool(page, 'Several partitions');
    await tool.getByLabel('Partition keys').fill('hub-3');
    await tool.getByRole('button', { name: 'Read partitions' }).click();
    await tool.getByText('Query EvenHubs where hub in 1 partition', { exact: true }).waitFor();
    await tool.getByLabel('Partition keys').fill('');
    await tool.getByRole('button', { name: 'Read partitions' }).click();
    await tool.getByText('Partition keys: enter at least one value of "hub"').waitFor();
    await tool
      .getByText(
        'Nothing was read this time: what follows is the previous read (Query EvenHubs where hub in 1 partition).',
      )
      .waitFor();
  });
});
