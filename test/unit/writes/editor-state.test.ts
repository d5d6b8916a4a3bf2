import { describe, expect, it } from 'vitest';
import { openedIn, switchedView, textToStage, type EditorState } from '../../../renderer/store/editor-state.js';

const TEXT = JSON.stringify(
  { PK: { S: 'A' }, n: { N: '12345678901234567890123456789012345678' }, s: { NS: ['1', '2'] } },
  null,
  2,
);
const base = { mode: 'edit' as const, TableName: 'T', text: TEXT };

describe('the item editor between its two views', () => {
  it('opens in the form when it was last used, and in the text view when the text is not DynamoDB JSON', () => {
    expect(openedIn('form', base).view).toBe('form');
    expect(openedIn('form', { ...base, text: '{ not json' }).view).toBe('text');
    expect(openedIn('text', base)).toEqual({ ...base, view: 'text' });
  });

  it('goes to the form and back with the text unchanged', () => {
    const form = switchedView(openedIn('text', base), 'form');
    expect(form.view).toBe('form');
    const back = switchedView(form, 'text');
    expect(back).toEqual({ ...base, view: 'text', problem: undefined });
    expect(textToStage(form)).toEqual({ text: TEXT });
  });

  it('stays in the text view, saying why, when the text cannot be shown as a form', () => {
    const e = switchedView(openedIn('text', { ...base, text: '{"a":{"N":1}}' }), 'form');
    expect(e.view).toBe('text');
    expect(e.problem).toBe('a: N must be written as a string');
  });

  it('will not stage or show as text a form with a problem, and names the field', () => {
    const e = switchedView(openedIn('text', base), 'form') as EditorState;
    const bad: EditorState = {
      ...e,
      form: {
        attributes: [
          ...e.form!.attributes,
          { name: 'n', value: { type: 'N', text: 'x' } },
          { name: 'm', value: { type: 'SS', members: [] } },
        ],
      },
    };
    expect(textToStage(bad)).toEqual({
      problem: 'the item: "n" is named twice; each name can be used once (and 2 more, marked in the form)',
    });
    const fixed: EditorState = { ...bad, form: { attributes: bad.form!.attributes.filter((a, i) => i !== 1) } };
    expect(textToStage(fixed)).toEqual({
      problem: expect.stringMatching(
        /^n: N must be a number DynamoDB can read: .* \(and 1 more, marked in the form\)$/,
      ),
    });
    expect(switchedView(bad, 'text')).toMatchObject({
      view: 'form',
      problem: expect.stringMatching(/names "n" twice/),
    });
  });
});
