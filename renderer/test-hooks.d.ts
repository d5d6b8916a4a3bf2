/**
 * Whether this build carries the hooks end-to-end tests use (renderer/ui/tripwire.ts,
 * render-count.ts): replaced by a literal at build time (vite.config.ts's `define`), true only in
 * `vite build --mode test-hooks`, so the app's own bundle drops the hooks' code. Files that use it
 * reference this one (`/// <reference path>`), so it is declared under either tsconfig.
 */
declare const __ICE_TEST_HOOKS__: boolean;
