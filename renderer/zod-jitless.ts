/**
 * Zod probes for eval (`new Function`) to compile its checks; the page's CSP forbids eval, so the
 * probe only logs a refused script in the console. Imported first by main.tsx, before any module
 * that parses with zod, so zod is told up front and never tries.
 */
import { config } from 'zod';

config({ jitless: true });
