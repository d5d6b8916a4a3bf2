/**
 * The PartiQL editor (CodeMirror in a shadow root) under the app's Content-Security-Policy, which
 * has no 'unsafe-inline' for styles and no 'unsafe-eval': typing, typing over a selection of
 * highlighted words (Chromium used to wrap the new text in an inline `style` span, refused), and
 * marking a problem report no violation and no console error, and lose no key; the tab size (4,
 * set by CodeMirror through the CSSOM, which the CSP allows) and the theme still apply.
 */
import type { ConsoleMessage } from 'playwright-core';
import { expect, test } from 'vitest';
import { useWebApp } from '../support/e2e-app.js';

const app = useWebApp({ startTimeout: 120_000, pagePerTest: true });

test('the PartiQL editor reports no CSP violation, and is styled with a tab size of 4', async () => {
  const console: string[] = [];
  const violations: string[] = [];
  const page = await app.open('', {
    viewport: { width: 1440, height: 1000 },
    // Kept from the first script on: a violation while the app loads counts too.
    initScript: `document.addEventListener('securitypolicyviolation', (e) => {
      (window.__csp ??= []).push(e.violatedDirective + ': ' + (e.sample || e.blockedURI) + ' @' + e.sourceFile + ':' + e.lineNumber);
    }, true);`,
  });
  page.on('console', (m: ConsoleMessage) => {
    if (m.type() === 'error') console.push(m.text());
  });
  await page
    .getByRole('navigation', { name: 'Tables' })
    .getByRole('button', { name: 'SaasOrganizations', exact: true })
    .click();
  await page.getByRole('tab', { name: 'PartiQL' }).click();
  const editor = page.getByRole('textbox', { name: 'PartiQL statement' });
  await editor.waitFor();
  await editor.click();
  await page.keyboard.press('End');
  await page.keyboard.type(` WHERE name LIKE 'a'`);
  await expect.poll(async () => (await page.getByLabel('Statement problems').textContent()) ?? '').toMatch(/no LIKE/);
  // Rounds of typing over everything, by keys and by a script's selection (Playwright's fill): a
  // loaded machine used to drop a key (the panel echoed an older text back) and to let Chromium do
  // the replacement with its inline-styled span (CodeMirror's selection lagged the DOM's).
  for (let round = 0; round < 6; round++) {
    await page.keyboard.press('Control+A');
    const typed = `SELECT * FROM "SaasOrganizations" WHERE orgId = 'o${round}'`;
    await page.keyboard.type(typed);
    await expect.poll(async () => editor.textContent()).toBe(typed);
    const filled = `SELECT * FROM "SaasOrganizations"\tWHERE ${round}`;
    await editor.fill(filled);
    await expect.poll(async () => editor.textContent()).toBe(filled);
  }
  // A tab in the text is four columns wide.
  const tabSize = await editor.evaluate((el) => getComputedStyle(el).tabSize);
  expect(tabSize).toBe('4');
  // Styled: CodeMirror's theme applies inside the shadow root (its content is monospace and wraps).
  expect(await editor.evaluate((el) => getComputedStyle(el).whiteSpace)).toMatch(/pre-wrap|break-spaces/);
  violations.push(...(await page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? [])));
  expect(violations).toEqual([]);
  expect(console.filter((m) => /Content Security Policy|Refused to|inline style/i.test(m))).toEqual([]);
}, 120_000);
