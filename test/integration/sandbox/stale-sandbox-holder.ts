/** Stands for a sandbox process whose app died: it holds the folder's LevelDB and never lets go. */
import { ClassicLevel } from 'classic-level';
import { recordHolder } from '../../../electron/sandbox/table-recovery.js';

const levelDir = process.argv[2]!;
const db = new ClassicLevel(levelDir);
await db.open();
recordHolder(levelDir);
console.log('HOLDING');
setInterval(() => undefined, 1_000);
