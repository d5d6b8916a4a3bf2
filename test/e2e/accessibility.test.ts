/**
 * axe-core over the main screens in Chromium, in the light and the dark theme: the table list, a
 * query with its results in the treegrid and the inspector open, the expression builder, and the
 * tools with a result. No serious or critical violation may remain.
 */
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { describeViolations, seriousViolations } from '../support/axe.js';
import { useWebApp } from '../support/e2e-app.js';

const app = useWebApp({ startTimeout: 120_000, pagePerTest: true });

async function expectNoSerious(page: Page, screen: string): Promise<void> {
  const found = await seriousViolations(page);
  expect(found, `${screen}:\n${describeViolations(found)}`).toEqual([]);
}

const waitForRead = (page: Page) =>
  page
    .getByRole('status', { name: 'Read progress' })
    .filter({ hasText: 'Read to the end.' })
    .waitFor({ timeout: 60_000 });

describe.each(['light', 'dark'] as const)('%s theme', (colorScheme) => {
  test('the table list, a query in the treegrid with the inspector open, the builder, and the tools', async () => {
    const page = await app.open('', { viewport: { width: 1440, height: 900 }, colorScheme, loadedWithin: 60_000 });
    await page
      .getByRole('navigation', { name: 'Tables' })
      .getByRole('button', { name: 'SaasOrganizations', exact: true })
      .waitFor();
    await expectNoSerious(page, 'table list');

    await page
      .getByRole('navigation', { name: 'Tables' })
      .getByRole('button', { name: 'SaasOrganizations', exact: true })
      .click();
    // The editor chosen last is a preference the service keeps across pages: the other theme's run
    // ends in the builder.
    await page.getByRole('tab', { name: 'Plain form' }).click();
    const form = page.getByRole('tabpanel', { name: 'Query form' });
    await form.getByLabel('Partition key', { exact: true }).fill('ORG#NORTHWIND');
    await form.getByRole('button', { name: 'Run query' }).click();
    await waitForRead(page);
    const grid = page.getByRole('treegrid', { name: 'Item collections' });
    await grid.locator('[role="row"][aria-level="2"]').first().click();
    await page
      .getByRole('complementary', { name: 'Item inspector' })
      .getByRole('table', { name: 'Attributes' })
      .waitFor();
    await expectNoSerious(page, 'query results with the inspector open');

    await page.getByRole('tab', { name: 'Expression builder' }).click();
    await page.getByRole('region', { name: 'Expression builder' }).waitFor();
    await expectNoSerious(page, 'expression builder');

    await page.getByRole('tab', { name: 'Several partitions', exact: true }).click();
    const tool = page
      .getByRole('tabpanel', { name: 'Several partitions', exact: true })
      .or(page.locator('[data-tool-results="Several partitions"]'));
    await tool.getByLabel('Partition keys').fill('ORG#NORTHWIND\nORG#CONTOSO');
    await tool.getByRole('button', { name: 'Read partitions' }).click();
    await tool.getByRole('table').first().waitFor({ timeout: 60_000 });
    await expectNoSerious(page, 'tools with a result');
  });
});
