/** Steps the tools' end-to-end tests share: open a table, run the read form, read a table's rows. */
import type { Locator, Page } from 'playwright-core';

export async function openTable(page: Page, name: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Tables' }).getByRole('button', { name, exact: true }).click();
  await page.getByRole('tablist', { name: 'Tools' }).waitFor();
}

/** The tool's tab panel (its form, in the tools box) and its results (in the results pane). */
export async function openTool(page: Page, tab: string): Promise<Locator> {
  await page.getByRole('tab', { name: tab, exact: true }).click();
  return toolAndResults(page, tab);
}

export function toolAndResults(page: Page, tab: string): Locator {
  return page.getByRole('tabpanel', { name: tab, exact: true }).or(toolResults(page, tab));
}

/** Where a tool's results are drawn: at the top of the results pane. */
export function toolResults(page: Page, tab: string): Locator {
  return page.locator(`.results-pane [data-tool-results="${tab}"]`);
}

/** Runs a Query of one partition through the app's own read form and waits for it to finish. */
export async function runQuery(page: Page, partitionKey: string): Promise<void> {
  const form = page.getByRole('tabpanel', { name: 'Query form' });
  await form.getByLabel('Partition key', { exact: true }).fill(partitionKey);
  await form.getByRole('button', { name: 'Run query' }).click();
  await waitForStatus(page, 'Read progress', 'Read to the end.');
}

export async function waitForStatus(page: Page, name: string, text: string, timeout = 60_000): Promise<string> {
  const status = page.getByRole('status', { name, exact: true });
  await status.filter({ hasText: text }).waitFor({ timeout });
  return (await status.textContent()) ?? '';
}

/** The text of every body cell of a table, a row an array. */
export async function tableRows(table: Locator): Promise<string[][]> {
  return table
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((r) => Array.from(r.children).map((c) => (c.textContent ?? '').trim())));
}

/** The index of a column by its header text. */
export async function columnIndex(table: Locator, header: string): Promise<number> {
  const headers = await table.locator('thead th').evaluateAll((ths) => ths.map((t) => (t.textContent ?? '').trim()));
  const i = headers.indexOf(header);
  if (i < 0) throw new Error(`no column "${header}" in ${headers.join(', ')}`);
  return i;
}

/** UTF-8 byte order, as DynamoDB sorts string keys. */
export function utf8Compare(a: string, b: string): number {
  return Buffer.compare(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'));
}
