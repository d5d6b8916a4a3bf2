/**
 * The service's handlers for the table as a whole (shared/api-table-admin.ts): its details, each
 * fact from its own call so that one refused or unknown call says so in its row and the rest still
 * shows; and the control-plane writes, each refused unless the connection's control-plane switch
 * is on (off by default on AWS, like item writes, but a switch of its own) and confirmed like a
 * commit (write-confirm.ts). Kept in one file so the methods can move together.
 */
import {
  CreateTableCommand,
  DeleteTableCommand,
  DescribeContinuousBackupsCommand,
  DescribeKinesisStreamingDestinationCommand,
  DescribeTableCommand,
  DescribeTimeToLiveCommand,
  ListBackupsCommand,
  ListTagsOfResourceCommand,
  UpdateContinuousBackupsCommand,
  UpdateTableCommand,
  UpdateTimeToLiveCommand,
  type DynamoDBClient,
} from '@aws-sdk/client-dynamodb';
import { ApiError } from '../../shared/api-errors.js';
import type { ApiMethod, ApiRequest } from '../../shared/api.js';
import type { ControlPlaneAccess, Fact, TableAdminResult, TableDetails } from '../../shared/api-table-admin.js';
import { tableFacts, type RawTable } from '../../shared/table-admin/table-facts.js';
import {
  backupsFact,
  continuousBackupsFact,
  factFromError,
  kinesisFact,
  tagsFact,
  timeToLiveFact,
} from '../../shared/table-admin/fact-answers.js';
import type { WriteService } from './write-service.js';
import type { WriteJournal } from '../state/write-journal.js';
import { requireConfirmed } from './write-confirm.js';
import { toApiError } from './errors.js';

type Req<M extends ApiMethod> = ApiRequest<M>;

/** The control-plane switch is kept beside the item-write switches, under its own key. */
const controlKey = (connectionId: string) => `control-plane:${connectionId}`;

/**
 * dynalite answers an operation it lacks as UnknownOperationException with the message
 * "UnknownError", which the general error path reads as a server that is not DynamoDB; here it
 * is named for what it is.
 */
function asApiError(operation: string, e: unknown): ApiError {
  const err = e as { name?: string; message?: string; $metadata?: { httpStatusCode?: number } };
  if (err?.name === 'UnknownOperationException')
    return new ApiError({
      name: err.name,
      statusCode: err.$metadata?.httpStatusCode,
      message: `${operation} is not supported by this endpoint${err.message && err.message !== 'UnknownError' ? ` (${err.message})` : ''}`,
    });
  return toApiError(e);
}

async function fact<O, T>(operation: string, call: () => Promise<O>, narrow: (out: O) => T): Promise<Fact<T>> {
  try {
    return { state: 'ok', value: narrow(await call()) };
  } catch (e) {
    return factFromError<T>(operation, asApiError(operation, e).toJSON());
  }
}

/** Sends a control-plane write, its failure named for the operation when the server does not know it. */
async function send<O>(operation: string, call: () => Promise<O>): Promise<O> {
  try {
    return await call();
  } catch (e) {
    const err = e as { name?: string };
    throw err?.name === 'UnknownOperationException' ? asApiError(operation, e) : e;
  }
}

/** Every fact of `name`, its calls in parallel; only a table that cannot be described at all fails them all. */
export async function describeTableDetails(client: DynamoDBClient, name: string): Promise<TableDetails> {
  let arn: string | undefined;
  const table = await fact(
    'DescribeTable',
    () => client.send(new DescribeTableCommand({ TableName: name })),
    (out) => {
      arn = out.Table?.TableArn;
      return tableFacts((out.Table ?? {}) as RawTable);
    },
  );
  if (table.state === 'failed' && table.error.name === 'ResourceNotFoundException')
    throw new ApiError({ ...table.error, field: 'TableName' });
  const [timeToLive, continuousBackups, backups, kinesis, tags] = await Promise.all([
    fact('DescribeTimeToLive', () => client.send(new DescribeTimeToLiveCommand({ TableName: name })), timeToLiveFact),
    fact(
      'DescribeContinuousBackups',
      () => client.send(new DescribeContinuousBackupsCommand({ TableName: name })),
      continuousBackupsFact,
    ),
    fact('ListBackups', () => client.send(new ListBackupsCommand({ TableName: name, Limit: 100 })), backupsFact),
    fact(
      'DescribeKinesisStreamingDestination',
      () => client.send(new DescribeKinesisStreamingDestinationCommand({ TableName: name })),
      kinesisFact,
    ),
    arn
      ? fact('ListTagsOfResource', () => client.send(new ListTagsOfResourceCommand({ ResourceArn: arn })), tagsFact)
      : Promise.resolve<Fact<never>>({
          state: 'failed',
          error: {
            name: 'NoTableArn',
            message: 'The table has no ARN in its description, so its tags cannot be listed.',
          },
        }),
  ]);
  return {
    TableName: name,
    readAt: new Date().toISOString(),
    table,
    timeToLive,
    continuousBackups,
    backups,
    kinesis,
    tags,
  };
}

export interface TableAdminDeps {
  writes: Pick<WriteService, 'access'>;
  journal: Pick<WriteJournal, 'access' | 'setAccess'>;
  client: (connectionId: string | undefined) => Promise<DynamoDBClient>;
}

export function tableAdminHandlers({ writes, journal, client }: TableAdminDeps) {
  const access = async (connectionId: string | undefined): Promise<ControlPlaneAccess> => {
    const w = await writes.access(connectionId);
    const chosen = await journal.access(controlKey(w.connectionId));
    const { connectionId: id, local, name, region, accountId } = w;
    return { connectionId: id, local, name, region, ...(accountId ? { accountId } : {}), allowed: chosen ?? local };
  };
  /** Switched on, then confirmed like a commit: only then does a control-plane write reach DynamoDB. */
  const ready = async (req: { connectionId?: string; confirmed?: Req<'createTable'>['confirmed'] }) => {
    const a = await access(req.connectionId);
    if (!a.allowed)
      throw new ApiError({
        name: 'ControlPlaneWritesOff',
        statusCode: 403,
        message: `Control-plane writes (creating, changing or deleting tables and indexes) are off for "${a.name}"${a.local ? '' : ' (an AWS connection: off until you turn them on)'}; turn on "Control-plane writes" for this connection first.`,
      });
    await requireConfirmed(
      { access: async () => ({ ...a, connectionId: a.connectionId }) },
      req.connectionId,
      req.confirmed,
    );
    return client(req.connectionId);
  };
  const answer = (name: string, t: unknown): TableAdminResult => ({
    TableName: name,
    ...(t ? { table: tableFacts(t as RawTable) } : {}),
  });
  return {
    describeTableDetails: async (req: Req<'describeTableDetails'>) =>
      describeTableDetails(await client(req.connectionId), req.TableName),
    getControlPlaneAccess: (req: Req<'getControlPlaneAccess'>) => access(req.connectionId),
    setControlPlaneAccess: async (req: Req<'setControlPlaneAccess'>) => {
      const before = await access(req.connectionId);
      await journal.setAccess(controlKey(before.connectionId), req.allowed);
      return { ...before, allowed: req.allowed };
    },
    createTable: async (req: Req<'createTable'>) => {
      const c = await ready(req);
      const out = await send('CreateTable', () => c.send(new CreateTableCommand(req.input)));
      return answer(req.input.TableName, out.TableDescription);
    },
    updateTable: async (req: Req<'updateTable'>) => {
      const c = await ready(req);
      const out = await send('UpdateTable', () => c.send(new UpdateTableCommand(req.input)));
      return answer(req.input.TableName, out.TableDescription);
    },
    updateTimeToLive: async (req: Req<'updateTimeToLive'>) => {
      const c = await ready(req);
      await send('UpdateTimeToLive', () => c.send(new UpdateTimeToLiveCommand(req.input)));
      return answer(req.input.TableName, undefined);
    },
    updateContinuousBackups: async (req: Req<'updateContinuousBackups'>) => {
      const c = await ready(req);
      await send('UpdateContinuousBackups', () => c.send(new UpdateContinuousBackupsCommand(req.input)));
      return answer(req.input.TableName, undefined);
    },
    deleteTable: async (req: Req<'deleteTable'>) => {
      if (req.confirmTableName !== req.input.TableName)
        throw new ApiError({
          name: 'TableNameNotConfirmed',
          statusCode: 400,
          field: 'confirmTableName',
          message: `confirmTableName: type the table's name exactly ("${req.input.TableName}") to delete it; "${req.confirmTableName}" differs`,
        });
      const c = await ready(req);
      const described = await c.send(new DescribeTableCommand({ TableName: req.input.TableName }));
      if (described.Table?.DeletionProtectionEnabled)
        throw new ApiError({
          name: 'DeletionProtectionOn',
          statusCode: 400,
          field: 'TableName',
          message: `Table "${req.input.TableName}" has deletion protection on; turn it off first, then delete.`,
        });
      const out = await send('DeleteTable', () => c.send(new DeleteTableCommand(req.input)));
      return answer(req.input.TableName, out.TableDescription);
    },
  };
}
