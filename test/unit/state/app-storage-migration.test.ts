/**
 * The renderer's storage door over the real service store in a temp folder: loaded once, written
 * through to disk, and an older version's localStorage taken over exactly once.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { createAppService } from '../../../electron/app-service.js';
import { AppStateStore } from '../../../electron/state/app-state-store.js';
import { AppStorage, MIGRATED_MARK, type LocalStorageLike } from '../../../renderer/api/service-storage.js';

function fakeLocalStorage(init: Record<string, string>): LocalStorageLike & { map: Map<string, string> } {
  const map = new Map(Object.entries(init));
  return {
    map,
    get length() {
      return map.size;
    },
    key: (i) => [...map.keys()][i] ?? null,
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => {
      map.set(k, v);
    },
    removeItem: (k) => {
      map.delete(k);
    },
  };
}

const serviceOn = (dir: string) => createAppService({ stateDir: dir, env: {} });

describe('AppStorage over the service', () => {
  test('what an older version left in localStorage is taken over once, then marked', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ice-migrate-'));
    const local = fakeLocalStorage({
      'ice.patterns.Orders': '{"p":1}',
      'ice.parent.Orders': 'type:Customer',
      'ice.history.Orders': '[]',
      'other.app': 'not ours',
    });
    const app = serviceOn(dir);
    const first = new AppStorage();
    await first.start(app.service, local);
    expect(first.getItem('ice.patterns.Orders')).toBe('{"p":1}');
    expect(first.getItem('other.app')).toBeNull();
    expect(local.map.has(MIGRATED_MARK)).toBe(true);
    expect(first.notice()?.message).toMatch(/Took over 3 saved items/);
    const disk = await new AppStateStore(dir).load();
    expect(disk.entries).toEqual({
      'ice.patterns.Orders': '{"p":1}',
      'ice.parent.Orders': 'type:Customer',
      'ice.history.Orders': '[]',
    });
    expect(disk.localStorageMigrated).toBe(true);

    // The user changes the choice in the app; localStorage still holds the old one and is not read again.
    first.setItem('ice.parent.Orders', 'none');
    await first.flushed();
    local.map.set('ice.patterns.Later', 'written by the old version after the take-over');
    const second = new AppStorage();
    await second.start(serviceOn(dir).service, local);
    expect(second.getItem('ice.parent.Orders')).toBe('none');
    expect(second.getItem('ice.patterns.Later')).toBeNull();
    expect(second.notice()).toBeNull();
    await app.close();
  });

  test('a take-over never overwrites what the service already keeps', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ice-migrate-'));
    await new AppStateStore(dir).update({ set: { 'ice.parent.T': 'type:Kept' } });
    const storage = new AppStorage();
    await storage.start(
      serviceOn(dir).service,
      fakeLocalStorage({ 'ice.parent.T': 'type:Old', 'ice.history.T': '[]' }),
    );
    expect(storage.getItem('ice.parent.T')).toBe('type:Kept');
    expect(storage.getItem('ice.history.T')).toBe('[]');
  });

  test('changes are written through in order; a restart reads the last of them', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ice-through-'));
    const storage = new AppStorage();
    await storage.start(serviceOn(dir).service, null);
    for (let i = 0; i < 25; i++) storage.setItem('ice.history.T', `v${i}`);
    storage.setItem('ice.gone', 'x');
    storage.removeItem('ice.gone');
    await storage.flushed();
    const after = await new AppStateStore(dir).load();
    expect(after.entries).toEqual({ 'ice.history.T': 'v24' });
  });

  test('a refused write is reported as a notice and the value stays for the session', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ice-refused-'));
    const storage = new AppStorage();
    await storage.start(serviceOn(dir).service, null);
    storage.setItem('ice.history.T', 'x'.repeat(3 * 1024 * 1024));
    await storage.flushed();
    expect(storage.notice()).toMatchObject({
      kind: 'error',
      message: expect.stringMatching(/^Could not save: "ice\.history\.T" is 3\.0 MiB/),
    });
    expect(storage.getItem('ice.history.T')).toHaveLength(3 * 1024 * 1024);
  });

  test('a damaged state file is reported through the notice when the app starts', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ice-damaged-'));
    const { writeFileSync } = await import('node:fs');
    writeFileSync(join(dir, 'app-state.json'), 'not json');
    const storage = new AppStorage();
    await storage.start(serviceOn(dir).service, null);
    expect(storage.notice()).toMatchObject({
      kind: 'error',
      message: expect.stringMatching(/could not be read \(not valid JSON.*kept as .*app-state\.json\.corrupt-/),
    });
  });
});
