/**
 * Attributes a read names that no item read has: a projection's and a filter's are named after the
 * read, with the one likely meant. On the parcel-hub tables the file makes in the sandbox (hub-
 * tables.ts).
 */
import { describe, expect, test } from 'vitest';
import { useWebApp } from '../support/e2e-app.js';
import { openHubApp, useHubTables } from './hub-tables.js';
import { waitForStatus } from './tools-e2e-helpers.js';

const app = useWebApp({ startTimeout: 120_000, pagePerTest: true });
useHubTables(app);

describe('projection', () => {
  test('a projected attribute no item has is named after the read, with the one it likely meant', async () => {
    // The hub read whole first, as a user does: the table's model then knows its attributes.
    const page = await openHubApp(app, '#/query?table=SkewedHubs&pk=hub-2');
    await waitForStatus(page, 'Read progress', 'Read to the end. 9 items');
    expect(await page.getByRole('note', { name: 'Projected attributes not found' }).count()).toBe(0);
    // `Grams` for `grams` (names are case-sensitive) and `citty` for `city`: DynamoDB answers both without a word.
    await page.evaluate(
      (h) => {
        location.hash = h;
      },
      `#/query?table=SkewedHubs&pk=hub-2&projection=${encodeURIComponent('hub, parcel, #g, citty, #k')}&names=${encodeURIComponent('{"#k":"kind","#g":"Grams"}')}`,
    );
    await waitForStatus(page, 'Read progress', 'Read to the end. 9 items');
    const note = page.getByRole('note', { name: 'Projected attributes not found' });
    await note.waitFor();
    const text = (await note.textContent()) ?? '';
    // Named with the placeholder it was typed through.
    expect(text).toContain('No item read has "Grams" (#g), "citty", which the projection asks for.');
    expect(text).toContain('Did you mean "grams" for "Grams"?');
    expect(text).toContain('Did you mean "city" for "citty"?');
    // `kind`, through its placeholder, was found: not named.
    expect(text).not.toContain('kind');
    await page.screenshot({ path: '/tmp/sf/absent-projection.png' });

    // Fixed, the note goes.
    await page.evaluate(() => {
      location.hash = `#/query?table=SkewedHubs&pk=hub-2&projection=${encodeURIComponent('hub, parcel, grams, city')}`;
    });
    await waitForStatus(page, 'Read progress', 'Read to the end. 9 items');
    await expect.poll(() => page.getByRole('note', { name: 'Projected attributes not found' }).count()).toBe(0);
  });

  test('a filter naming an attribute no item read has is named after the read, as the projection is (issue 19)', async () => {
    // `kinds` for `kind`: attribute_not_exists keeps every item, and DynamoDB says nothing.
    const page = await openHubApp(
      app,
      `#/query?table=SkewedHubs&pk=hub-2&filter=${encodeURIComponent('attribute_not_exists(kinds)')}`,
    );
    await waitForStatus(page, 'Read progress', 'Read to the end. 9 items');
    const note = page.getByRole('note', { name: 'Filtered attributes not found' });
    await note.waitFor();
    expect(await note.textContent()).toContain(
      'No item read has "kinds", which the filter names. Did you mean "kind" for "kinds"?',
    );
    // A filter on attributes the items have says nothing.
    await page.evaluate(() => {
      location.hash = `#/query?table=SkewedHubs&pk=hub-2&filter=${encodeURIComponent('attribute_exists(kind)')}`;
    });
    await waitForStatus(page, 'Read progress', 'Read to the end. 9 items');
    await expect.poll(() => note.count()).toBe(0);
  });
});
