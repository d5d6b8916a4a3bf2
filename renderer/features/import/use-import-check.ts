/**
 * The first pass, run again whenever what it depends on changes (the file, its format, a column's
 * type, the target table); a pass still going is stopped first, so only the last choice's answer
 * is shown.
 */
import { useEffect, useState } from 'react';
import type { TableDescription } from '../../../shared/dynamo/types.js';
import type { ImportScanResult } from '../../../shared/import/import-scan.js';
import { checkImportFile, type ImportChoices } from './import-check-run.js';

export type ImportCheck =
  | { status: 'idle' }
  | { status: 'checking'; chars: number }
  | { status: 'done'; result: ImportScanResult }
  | {
      status: 'error';
      message: string;
      /** The error's name: NotTextFile is the file refused, not a failed read. */ name: string;
    };

export function useImportCheck(file: File | undefined, choices: ImportChoices, table: TableDescription | undefined) {
  const [check, setCheck] = useState<ImportCheck>({ status: 'idle' });
  const columnKey = JSON.stringify(choices.columnTypes);
  useEffect(() => {
    if (!file || !table) {
      setCheck({ status: 'idle' });
      return;
    }
    const controller = new AbortController();
    setCheck({ status: 'checking', chars: 0 });
    checkImportFile(file, choices, table, controller.signal, (chars) => {
      if (!controller.signal.aborted) setCheck({ status: 'checking', chars });
    }).then(
      (result) => {
        if (!controller.signal.aborted) setCheck({ status: 'done', result });
      },
      (e: unknown) => {
        if (!controller.signal.aborted)
          setCheck({ status: 'error', message: (e as Error).message, name: (e as Error).name });
      },
    );
    return () => controller.abort();
    // choices is compared by its parts: a new object with the same choices is the same check.
  }, [file, choices.format, columnKey, table]);
  return check;
}
