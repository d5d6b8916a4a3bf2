/**
 * The copy's choices per attribute: which source attribute gives each key of the target (shown
 * when the names differ, or when the target has a key the source does not), and which attributes
 * are left out or masked, as checkboxes over the attributes the read has shown. Under each
 * attribute, the map keys the read has shown inside it can be masked alone (`address.street`);
 * `mask` holds path keys (mask-paths.ts pathKey), the whole attribute being a path of one.
 */
import type { KeyFieldMap } from '../../../shared/copy/key-map.js';
import { pathKey, pathText, type MaskPath } from '../../../shared/copy/mask-paths.js';

interface Props {
  attributes: readonly string[];
  /** Paths inside the attributes, offered for masking only. */
  paths: readonly MaskPath[];
  keyFields: readonly KeyFieldMap[] | null;
  showKeys: boolean;
  onKeySource(target: string, source: string): void;
  leaveOut: ReadonlySet<string>;
  mask: ReadonlySet<string>;
  onToggle(kind: 'leaveOut' | 'mask', name: string, on: boolean): void;
}

export function CopyAttributes({
  attributes,
  paths,
  keyFields,
  showKeys,
  onKeySource,
  leaveOut,
  mask,
  onToggle,
}: Props) {
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
          {attributes.flatMap((name) => [
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
                  checked={mask.has(pathKey([name]))}
                  onChange={(e) => onToggle('mask', pathKey([name]), e.target.checked)}
                />
              </td>
            </tr>,
            ...paths
              .filter((p) => p[0] === name)
              .map((p) => (
                <tr key={pathKey(p)} className="copy-path">
                  <th scope="row" style={{ paddingLeft: `${p.length - 1}em` }}>
                    <code>{pathText(p)}</code>
                  </th>
                  <td className="muted">inside</td>
                  <td>
                    <input
                      type="checkbox"
                      aria-label={`Mask ${pathText(p)}`}
                      checked={mask.has(pathKey(p)) || mask.has(pathKey([name]))}
                      disabled={mask.has(pathKey([name])) || leaveOut.has(name)}
                      onChange={(e) => onToggle('mask', pathKey(p), e.target.checked)}
                    />
                  </td>
                </tr>
              )),
          ])}
        </tbody>
      </table>
    </>
  );
}
