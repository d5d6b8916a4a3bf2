/**
 * The item editor's "Item as DynamoDB JSON" box is a code editor (CodeMirror, a contenteditable),
 * not a textarea: Playwright's inputValue cannot read it and the text is its lines. These read its
 * text and replace it as a user does (select all, then the text typed in one go). No test runner's
 * API here: the bench and the screenshots script use them too.
 */
import type { Locator } from 'playwright-core';

/** The box's text: its lines, as the editor shows them. */
export async function itemJsonText(box: Locator): Promise<string> {
  return box.evaluate((el) => Array.from(el.querySelectorAll('.cm-line'), (line) => line.textContent ?? '').join('\n'));
}

/** The box's item, parsed from its text. */
export async function itemJson(box: Locator): Promise<Record<string, unknown>> {
  return JSON.parse(await itemJsonText(box)) as Record<string, unknown>;
}

/** Replaces the box's text with `text` and waits until the editor shows it. */
export async function setItemJsonText(box: Locator, text: string): Promise<void> {
  await box.click();
  await box.press('ControlOrMeta+a');
  await box.page().keyboard.insertText(text);
  const el = await box.elementHandle();
  await box
    .page()
    .waitForFunction(
      ({ el, text }) => Array.from(el!.querySelectorAll('.cm-line'), (l) => l.textContent ?? '').join('\n') === text,
      { el, text },
    );
}
