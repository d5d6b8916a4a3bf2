/**
 * Vitest's globalSetup (vite.config.ts): work done once per `vitest run`, in the main process, before
 * any test file. It bundles web mode (serve-bundle.ts) and tells the workers where the bundle is,
 * so startServe (serve-process.ts) runs it with plain Node instead of compiling it with tsx each
 * time; then it seeds one sandbox for the e2e files to start on copies of (sandbox-template.ts).
 */
import { SANDBOX_TEMPLATE_ENV, seedSandboxTemplate } from './sandbox-template.js';
import { buildServeBundle, SANDBOX_CHILD_BUNDLE } from './serve-bundle.js';
import { SERVE_BUNDLE_ENV } from './serve-process.js';

export default async function setup(): Promise<() => void> {
  process.env[SERVE_BUNDLE_ENV] = await buildServeBundle();
  const template = await seedSandboxTemplate(SANDBOX_CHILD_BUNDLE);
  if (template) process.env[SANDBOX_TEMPLATE_ENV] = template.dir;
  return () => template?.remove();
}
