/**
 * The Electron fuses flipped in the packaged app's binary (Electron's checklist, item 19). Fuses
 * are bits in the binary itself, so no command-line flag or environment variable can turn them
 * back on. Every fuse is set on purpose (strictlyRequireAllFuses): a fuse that a newer Electron
 * adds fails the packaging step until someone decides it.
 */
import { FuseV1Options, FuseVersion, type FuseV1Config } from '@electron/fuses';

export const FUSES = {
  version: FuseVersion.V1,
  strictlyRequireAllFuses: true,
  // ELECTRON_RUN_AS_NODE would turn the app into a plain Node with the app's privileges. The
  // sandbox server is a utilityProcess, which does not need it.
  [FuseV1Options.RunAsNode]: false,
  [FuseV1Options.EnableCookieEncryption]: true,
  // NODE_OPTIONS and --inspect would let anyone who can start the app run code inside it.
  [FuseV1Options.EnableNodeOptionsEnvironmentVariable]: false,
  [FuseV1Options.EnableNodeCliInspectArguments]: false,
  // The app's code is the app.asar whose hash was recorded at packaging, and nothing else.
  [FuseV1Options.EnableEmbeddedAsarIntegrityValidation]: true,
  [FuseV1Options.OnlyLoadAppFromAsar]: true,
  [FuseV1Options.LoadBrowserProcessSpecificV8Snapshot]: false,
  // The page comes from app://, so file:// needs none of its old extra privileges.
  [FuseV1Options.GrantFileProtocolExtraPrivileges]: false,
  [FuseV1Options.WasmTrapHandlers]: true,
} satisfies FuseV1Config;
