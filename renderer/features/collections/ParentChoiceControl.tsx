/** The choice of the collections' parent type, remembered per table. */
import { useId } from 'react';
import type { EntityTypeSummary } from '../../../shared/design/infer/entity-type-info.js';
import { useApp } from '../../store/index.js';

/** "Parent type: auto / <type> / none", remembered per table. */
export function ParentChoiceControl({ types }: { types: readonly EntityTypeSummary[] }) {
  const id = useId();
  const choice = useApp((s) => s.parentChoice);
  const setChoice = useApp((s) => s.setParentChoice);
  const value = choice.mode === 'type' ? `type:${choice.type}` : choice.mode;
  const names = types.map((t) => t.name);
  if (choice.mode === 'type' && !names.includes(choice.type)) names.push(choice.type);
  return (
    <div className="parent-choice">
      <label htmlFor={id}>Parent type</label>
      <select
        id={id}
        value={value}
        onChange={(e) => {
          const v = e.target.value;
          setChoice(
            v === 'auto' ? { mode: 'auto' } : v === 'none' ? { mode: 'none' } : { mode: 'type', type: v.slice(5) },
          );
        }}
      >
        <option value="auto">auto (detected)</option>
        {names.map((n) => (
          <option key={n} value={`type:${n}`}>
            {n}
          </option>
        ))}
        <option value="none">none</option>
      </select>
    </div>
  );
}
