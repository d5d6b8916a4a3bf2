/**
 * Answers a strip's "show this item": once the treegrid's rows include the item (its collection
 * opened by the same click), the keyboard moves to its row and the grid scrolls it into view.
 */
import { useEffect, useState } from 'react';
import { onReveal, peekReveal, takeReveal } from '../layout-map/index.js';
import type { ReadSession } from '../../model/collections/read-session.js';
import type { RowModel } from './row-model.js';

export function useReveal(session: ReadSession, model: RowModel, reveal: (row: number) => void): void {
  const [asked, setAsked] = useState(0);
  useEffect(() => onReveal(() => setAsked((n) => n + 1)), []);
  useEffect(() => {
    const r = peekReveal();
    if (!r) return;
    const c = session.collection(r.collectionKey);
    if (!c) return void takeReveal();
    const row = model.rowOfItem(c, r.itemIndex);
    // Not open yet (or filtered out): the next model, with the collection open, answers it.
    if (row < 0) return;
    takeReveal();
    reveal(row);
  }, [session, model, asked, reveal]);
}
