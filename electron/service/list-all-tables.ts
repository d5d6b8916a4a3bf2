/** Every table name the client's endpoint and region hold: ListTables page by page (at most 100 names a page). */
import { ListTablesCommand, type DynamoDBClient } from '@aws-sdk/client-dynamodb';

export async function listAllTables(client: DynamoDBClient): Promise<string[]> {
  const names: string[] = [];
  let start: string | undefined;
  do {
    const page = await client.send(new ListTablesCommand({ ExclusiveStartTableName: start }));
    names.push(...(page.TableNames ?? []));
    start = page.LastEvaluatedTableName;
  } while (start);
  return names;
}
