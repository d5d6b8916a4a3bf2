/**
 * The example in a tool's key field, made from the key attribute of the table or index being read,
 * so it shows the user's own table and never a sample table's data.
 */
export function shardKeysPlaceholder(partitionKey: string): string {
  return `e.g. <${partitionKey} value>#01..#10, or one key a line`;
}

export function partitionKeysPlaceholder(partitionKey: string): string {
  return `one ${partitionKey} value a line`;
}
