declare module 'dynalite' {
  import type { Server } from 'node:http';
  /** dynalite ships no types; this is the one function the project calls. */
  export default function dynalite(options?: {
    path?: string;
    createTableMs?: number;
    deleteTableMs?: number;
    updateTableMs?: number;
    maxItemSizeKb?: number;
  }): Server;
}
