import { describe, expect, it } from 'vitest';
import { applyOverrides, hasChoices, NO_CHOICES } from '../../../shared/design/model/design-choices.js';
import { designKey, loadDesignChoices, saveDesignChoices } from '../../../renderer/model/design/design-storage.js';
import { orders, saas } from './model-designs.js';

function memoryStore() {
  const m = new Map<string, string>();
  return {
    m,
    getItem: (k: string) => m.get(k) ?? null,
    setItem: (k: string, v: string) => {
      m.set(k, v);
    },
    removeItem: (k: string) => {
      m.delete(k);
    },
  };
}

describe('design choices', () => {
  it('apply renames, a parent, a type attribute and a delimiter on top of a model', () => {
    const d = applyOverrides(saas, { entityNames: { User: 'Member' }, typeAttribute: null, delimiter: '|' });
    expect(d.entities.map((e) => e.name)).toEqual(['Tenant', 'Member', 'Invoice']);
    expect(d.typeAttribute).toBeUndefined();
    expect(d.delimiter).toBe('|');
    expect(d.parentEntity).toBe('Tenant');
    expect(applyOverrides(orders, { entityNames: { Customer: 'Client' } }).parentEntity).toBe('Client');
    expect(applyOverrides(orders, { parentEntity: null }).parentEntity).toBeUndefined();
    expect(saas.entities[1]!.name).toBe('User');
  });

  it('none at all is no choice', () => {
    expect(hasChoices(NO_CHOICES)).toBe(false);
    expect(hasChoices({ overrides: { parentEntity: null }, model: null })).toBe(true);
    expect(hasChoices({ overrides: {}, model: orders })).toBe(true);
  });

  it('are kept per connection and table, and a damaged entry is dropped', () => {
    const store = memoryStore();
    saveDesignChoices(store, 'ep-1', 'Orders', { overrides: { entityNames: { A: 'B' } }, model: orders });
    expect(loadDesignChoices(store, 'ep-1', 'Orders')).toEqual({
      overrides: { entityNames: { A: 'B' } },
      model: orders,
    });
    expect(loadDesignChoices(store, 'ep-2', 'Orders')).toEqual(NO_CHOICES);
    expect(loadDesignChoices(store, undefined, 'Orders')).toEqual(NO_CHOICES);
    store.setItem(designKey('ep-1', 'Orders'), '{"overrides": 3');
    expect(loadDesignChoices(store, 'ep-1', 'Orders')).toEqual(NO_CHOICES);
    saveDesignChoices(store, 'ep-1', 'Orders', NO_CHOICES);
    expect(store.m.size).toBe(0);
  });

  it('keep what a confident read learned beside the choices, not as one, and drop a damaged learned entry', () => {
    const store = memoryStore();
    const learned = { typeAttribute: 'rec_kind', delimiter: '|' };
    saveDesignChoices(store, 'ep-1', 'Clinic', { ...NO_CHOICES, learned });
    const back = loadDesignChoices(store, 'ep-1', 'Clinic');
    expect(back.learned).toEqual(learned);
    expect(hasChoices(back)).toBe(false);
    store.setItem(
      designKey('ep-1', 'Clinic'),
      JSON.stringify({ overrides: {}, model: null, learned: { typeAttribute: 7 } }),
    );
    expect(loadDesignChoices(store, 'ep-1', 'Clinic').learned).toBeUndefined();
  });

  it('keep the type value learned per key template, dropping entries that are not attribute=template -> text', () => {
    const store = memoryStore();
    const learned = { typeAttribute: 'rec_kind', templateTypes: { 'sk=visit|{date}': 'Visit', 'sk=pet|{id}': 'Pet' } };
    saveDesignChoices(store, 'ep-1', 'Clinic', { ...NO_CHOICES, learned });
    expect(loadDesignChoices(store, 'ep-1', 'Clinic').learned).toEqual(learned);
    store.setItem(
      designKey('ep-1', 'Clinic'),
      JSON.stringify({
        overrides: {},
        model: null,
        learned: { typeAttribute: 'k', templateTypes: { 'sk=a|{id}': 'A', noEquals: 'B', 'sk=c|{id}': 3 } },
      }),
    );
    expect(loadDesignChoices(store, 'ep-1', 'Clinic').learned).toEqual({
      typeAttribute: 'k',
      templateTypes: { 'sk=a|{id}': 'A' },
    });
  });

  it('keep the size of the read a type attribute was learned on, and drop a damaged or orphaned size', () => {
    const store = memoryStore();
    const learned = { typeAttribute: 'rec_kind', typeAttributeItems: 53_500 };
    saveDesignChoices(store, 'ep-1', 'Clinic', { ...NO_CHOICES, learned });
    expect(loadDesignChoices(store, 'ep-1', 'Clinic').learned).toEqual(learned);
    for (const bad of [-3, 1.5, '900']) {
      store.setItem(
        designKey('ep-1', 'Clinic'),
        JSON.stringify({ overrides: {}, model: null, learned: { typeAttribute: 'k', typeAttributeItems: bad } }),
      );
      expect(loadDesignChoices(store, 'ep-1', 'Clinic').learned).toEqual({ typeAttribute: 'k' });
    }
    store.setItem(
      designKey('ep-1', 'Clinic'),
      JSON.stringify({ overrides: {}, model: null, learned: { delimiter: '|', typeAttributeItems: 40 } }),
    );
    expect(loadDesignChoices(store, 'ep-1', 'Clinic').learned).toEqual({ delimiter: '|' });
  });
});
