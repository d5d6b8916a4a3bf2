/**
 * The item editor's state and its pure steps: opening in the view the user last chose, switching
 * between the form and the JSON text (refused, with the reason, when the item cannot be shown
 * whole in the other view), and the text of the item to stage from whichever view is open.
 */
import type { Item } from '../../shared/dynamo/types.js';
import { formFromText, formText, type ItemForm } from '../../shared/writes/form/item-form.js';
import { formProblems, formTextProblem } from '../../shared/writes/form/form-problems.js';

export type EditorMode = 'edit' | 'duplicate' | 'create';
export type EditorView = 'text' | 'form';

export interface EditorState {
  mode: EditorMode;
  TableName: string;
  /** The item as read (edit only), fetched again consistently when the editor opened. */
  before?: Item;
  text: string;
  problem?: string;
  /** Where in `text` the problem is (a JSON syntax error), to mark it there. */
  problemAt?: number;
  /** Staging replaces this staged change (editing a change already staged). */
  replaces?: string;
  /** Which view edits the item: the JSON text, or the form (then `form` holds the item). */
  view: EditorView;
  form?: ItemForm;
}

/** The editor opened on `text`, in `view` when it can show the text (the form cannot show text that is not DynamoDB JSON). */
export function openedIn(view: EditorView, e: Omit<EditorState, 'view' | 'form'>): EditorState {
  if (view === 'form') {
    const r = formFromText(e.text);
    if ('form' in r) return { ...e, view: 'form', form: r.form };
  }
  return { ...e, view: 'text' };
}

/** The editor in the other view, or itself with the reason it cannot switch as its problem. */
export function switchedView(editor: EditorState, view: EditorView): EditorState {
  if (editor.view === view) return editor;
  if (view === 'form') {
    const r = formFromText(editor.text);
    return 'problem' in r ? { ...editor, problem: r.problem } : { ...editor, view, form: r.form, problem: undefined };
  }
  const problem = formTextProblem(editor.form!);
  if (problem) return { ...editor, problem };
  const { form, ...rest } = editor;
  return { ...rest, view, text: formText(form!), problem: undefined };
}

/** The item's DynamoDB JSON text to stage, or what in the form must be fixed first. */
export function textToStage(editor: EditorState): { text: string } | { problem: string } {
  if (editor.view === 'text') return { text: editor.text };
  const problems = formProblems(editor.form!);
  if (problems.length > 0)
    return {
      problem: `${problems[0]!.message}${problems.length > 1 ? ` (and ${problems.length - 1} more, marked in the form)` : ''}`,
    };
  const problem = formTextProblem(editor.form!);
  return problem ? { problem } : { text: formText(editor.form!) };
}
