/**
 * The Statistics tool's hot-partition note: none on an evenly spread table, one that says by how
 * much where one hub holds most items. On the parcel-hub tables the file makes in the sandbox
 * (hub-tables.ts).
 */
import { describe, expect, test } from 'vitest';
import { useWebApp } from '../support/e2e-app.js';
import { openHubApp, statisticsNotes, useHubTables } from './hub-tables.js';

const app = useWebApp({ startTimeout: 120_000, pagePerTest: true });
useHubTables(app);

describe('statistics', () => {
  test('an evenly spread table gets no hot-partition warning; one hub holding most items gets one that says by how much', async () => {
    const page = await openHubApp(app);
    expect((await statisticsNotes(page, 'EvenHubs')).filter((n) => /partition/.test(n))).toEqual([]);
    const skewed = (await statisticsNotes(page, 'SkewedHubs')).filter((n) => /traffic lands on one partition/.test(n));
    expect(skewed).toHaveLength(1);
    expect(skewed[0]).toContain(
      '"hub-1" holds 64% of the 100 items scanned, 3.2 times its even share (20% of the items for each of 5 collections)',
    );
    await page.screenshot({ path: '/tmp/sf/stats-skewed.png' });
  });
});
