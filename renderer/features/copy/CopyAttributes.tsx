/**
 * The copy's choices per attribute: which source attribute gives each key of the target (shown
 * when the names differ, or when the target has a key the source does not), and which attributes
 * are left out or masked, as checkboxes over the attributes the read has shown.
 */
import type { KeyFieldMap } from '../../../shared/copy/key-map.js';

interface Props {
  attributes: readonly string[];
  keyFields: readonly KeyFieldMap[] | null;
  showKeys: boolean;
  onKeySource(target: string, source: string): void;
  leaveOut: ReadonlySet<string>;
  mask: ReadonlySet<string>;
  onToggle(kind: 'leaveOut' | 'mask', name: string, on: boolean): void;
}

export function CopyAttributes({ attributes, keyFields, showKeys, onKeySource, leaveOut, mask, onToggle }: Props) {
  const keySources = new Set(keyFields?.map((k) => k.source));
  return (
    <>
      {showKeys && keyFields ? (
        <fieldset className="copy-keys">
          <legend>Key mapping</legend>
          {keyFields.map((k) => (
            <label key={k.target}>
              {`Target ${k.role} ${k.target} (${k.type}) from`}
              <select value={k.source} onChange={(e) => onKeySource(k.target, e.target.value)}>
                {[...new Set([k.source, ...attributes])].map((a) => (
                  <option key={a}>{a}</option>
                ))}
              </select>
            </label>
          ))}
        </fieldset>
      ) : null}
      <table className="copy-attributes" aria-label="Attributes to copy">
        <thead>
          <tr>
            <th scope="col">Attribute</th>
            <th scope="col">Leave out</th>
            <th scope="col">Mask</th>
          </tr>
        </thead>
        <tbody>
          {attributes.map((name) => (
            <tr key={name}>
              <th scope="row">
                <code>{name}</code>
              </th>
              <td>
                <input
                  type="checkbox"
                  aria-label={`Leave out ${name}`}
                  checked={leaveOut.has(name)}
                  disabled={keySources.has(name)}
                  title={keySources.has(name) ? 'It gives a key of the target' : undefined}
                  onChange={(e) => onToggle('leaveOut', name, e.target.checked)}
                />
              </td>
              <td>
                <input
                  type="checkbox"
                  aria-label={`Mask ${name}`}
                  checked={mask.has(name)}
                  onChange={(e) => onToggle('mask', name, e.target.checked)}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
