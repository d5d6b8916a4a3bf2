/** Picking one collection of the read by its key, with bounded suggestions. */
import { useId, useMemo } from 'react';
import type { ReadSession } from '../../model/collections/read-session.js';
import { Field } from '../../ui/Field.js';
import { matchingCollections } from './collection-pick.js';

interface CollectionPickerProps {
  label: string;
  session: ReadSession | null;
  text: string;
  onText(text: string): void;
  /** The suggestions are worked out again when this changes (and when the text does), never per render. */
  refresh: unknown;
  placeholder?: string;
  hint?: string;
  /** With nothing typed, suggest the first collections read (else nothing until the user types). */
  suggestFirst?: boolean;
}

/**
 * One collection of the read, typed by its partition-key value with a bounded list of suggestions:
 * any collection can be reached however many the read found, and the page never lists them all.
 */
export function CollectionPicker({
  label,
  session,
  text,
  onText,
  refresh,
  placeholder,
  hint,
  suggestFirst = false,
}: CollectionPickerProps) {
  const listId = useId();
  const suggestions = useMemo(
    () => (text.length > 0 || suggestFirst ? matchingCollections(session, text) : []),
    // `refresh` stands for the read growing in place (the session object stays the same).
    [session, text, suggestFirst, refresh],
  );
  return (
    <>
      <Field label={label} {...(hint ? { hint } : {})}>
        <input
          type="search"
          list={listId}
          value={text}
          placeholder={placeholder ?? 'type a partition key value'}
          onChange={(e) => onText(e.target.value)}
        />
      </Field>
      <datalist id={listId}>
        {suggestions.map((c) => (
          <option key={c.key} value={c.text}>{`${c.size.toLocaleString('en-US')} items`}</option>
        ))}
      </datalist>
    </>
  );
}
