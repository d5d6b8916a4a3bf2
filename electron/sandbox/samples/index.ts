/** Every table the sandbox is seeded with, in the order they are listed to the user. */
import { assetChunks } from './asset-chunks.js';
import { billingLedger } from './billing-ledger.js';
import { businessEntities } from './business-entities.js';
import { cmsContent } from './cms-content.js';
import { gameInventory } from './game-inventory.js';
import { helpDesk } from './help-desk.js';
import { machineTelemetry } from './machine-telemetry.js';
import { orders } from './orders.js';
import { orgUsers } from './org-users.js';
import { sensorReadings } from './sensor-readings.js';
import { storeLocations } from './store-locations.js';
import type { SampleTable } from './types.js';
import { warehouseBins } from './warehouse-bins.js';
import { workspaces } from './workspaces.js';

export type { SamplePattern, SampleTable, SampleTableDefinition, SampleIndex } from './types.js';

export const sampleTables: SampleTable[] = [
  orgUsers,
  helpDesk,
  storeLocations,
  workspaces,
  orders,
  businessEntities,
  gameInventory,
  sensorReadings,
  assetChunks,
  cmsContent,
  warehouseBins,
  machineTelemetry,
  billingLedger,
];
