/** Says how the builder reads a dotted name (a path or one attribute) and switches it in one click. */
import { dotReading } from '../../model/builder/path-text.js';

/**
 * Under an attribute box holding a dotted name: how the builder reads it, and one click to the
 * other reading (a nested path, or one attribute whose name has dots, sent as a #name).
 */
export function DotReadingNote({ text, onChange }: { text: string; onChange(text: string): void }) {
  const reading = dotReading(text);
  if (!reading) return null;
  return (
    <p className="dot-reading" role="note">
      {reading.readAs === 'nested' ? (
        <>
          Read as a nested path:{' '}
          {reading.parts.map((p, i) => (
            <span key={i}>
              {i ? ' → ' : ''}
              <code>{p}</code>
            </span>
          ))}
          .{' '}
          <button type="button" className="link-button" onClick={() => onChange(reading.otherText)}>
            Use the one attribute named &quot;{reading.otherName}&quot;
          </button>
        </>
      ) : (
        <>
          Read as one attribute named <code>{reading.name}</code>.{' '}
          <button type="button" className="link-button" onClick={() => onChange(reading.otherText)}>
            Read it as the nested path {reading.otherParts.join(' → ')}
          </button>
        </>
      )}
    </p>
  );
}
