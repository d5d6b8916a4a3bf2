/** A key schema in one line: names, types and roles. */
import type { AttributeDefinition, KeySchemaElement } from '../../../shared/dynamo/types.js';

const TYPE_NAMES = { S: 'String', N: 'Number', B: 'Binary' } as const;

/** "PK (String, partition) · SK (String, sort)" */
export function KeySchemaText({ keys, attrs }: { keys: KeySchemaElement[]; attrs: AttributeDefinition[] }) {
  return (
    <span className="key-schema">
      {keys.map((k, i) => {
        const type = attrs.find((a) => a.AttributeName === k.AttributeName)?.AttributeType;
        return (
          <span key={k.AttributeName}>
            {i > 0 ? ' · ' : ''}
            <code>{k.AttributeName}</code> ({type ? TYPE_NAMES[type] : '?'},{' '}
            {k.KeyType === 'HASH' ? 'partition key' : 'sort key'})
          </span>
        );
      })}
    </span>
  );
}
