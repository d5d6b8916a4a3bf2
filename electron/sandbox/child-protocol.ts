/** The messages between the app and the sandbox's own process (see sandbox-child.ts). */

export interface StartMessage {
  type: 'start';
  levelDir: string;
  /** The port to listen on again after a restart, so the endpoint stays the same; 0 for any. */
  port: number;
  accessKeyId: string;
  secretAccessKey: string;
}

/** `ping` is answered with `pong` at once, unless dynalite is stuck on the CPU. */
export type ToChild = StartMessage | { type: 'stop' } | { type: 'ping'; id: number };

export type FromChild =
  | { type: 'ready'; port: number; recovered: string[] }
  /** `locked`: another process holds the LevelDB folder. */
  | { type: 'failed'; code: 'locked' | 'error'; message: string }
  /** An exception nothing caught (dynalite throwing inside a request): the process exits next. */
  | { type: 'crashed'; message: string }
  | { type: 'pong'; id: number };
