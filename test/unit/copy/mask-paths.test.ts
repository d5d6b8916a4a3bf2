/**
 * Masking a path inside an attribute, by the rules the Copy dialog promises: a path an item lacks
 * leaves the item as it was; a path ending on a map masks every leaf under it; a set masks each
 * element; a number keeps its count of digits and a binary its byte length; the same value gives
 * the same fake wherever it sits; everything beside the path is copied exactly.
 */
import { describe, expect, it } from 'vitest';
import { CopyPlan, checkOptions } from '../../../shared/copy/copy-plan.js';
import { outermost, pathsSeen } from '../../../shared/copy/mask-paths.js';
import { decodeBase64 } from '../../../shared/dynamo/base64.js';
import type { AttributeValue, Item } from '../../../shared/dynamo/types.js';

const keys = [{ target: 'PK', type: 'S' as const, source: 'PK', role: 'partition key' as const }];
const plan = (mask: (string | string[])[]) => new CopyPlan({ keys, leaveOut: [], mask, salt: 'salt' });
function copied(p: CopyPlan, item: Item): Item {
  const out = p.copy(item, 0);
  if (!out.ok) throw new Error(out.problem);
  return out.item;
}
const digits = (n: string) => n.replace(/[^0-9]/g, '').length;

const person: Item = {
  PK: { S: 'USER#1' },
  address: {
    M: {
      street: { S: '12 Elm Street' },
      city: { S: 'Lyon' },
      geo: { M: { lat: { N: '45.7640' }, tags: { SS: ['home', 'work'] }, raw: { B: 'AAEC/w==' } } },
    },
  },
  contacts: { L: [{ M: { phone: { S: '555-0100' }, kind: { S: 'home' } } }, { M: { kind: { S: 'none' } } }] },
  note: { S: 'Elm' },
};

describe('masking a path inside a map', () => {
  it('masks only the leaf the path names, keeping its type and length, and copies the rest exactly', () => {
    const out = copied(plan([['address', 'street']]), person);
    const address = (out.address as { M: Record<string, AttributeValue> }).M;
    const street = (address.street as { S: string }).S;
    expect(street).not.toBe('12 Elm Street');
    expect(street).toMatch(/^\d\d [A-Z][a-z]{2} [A-Z][a-z]{5}$/);
    expect(address.city).toEqual({ S: 'Lyon' });
    expect(address.geo).toEqual((person.address as { M: Record<string, AttributeValue> }).M.geo);
    expect(out.contacts).toEqual(person.contacts);
    expect(out.note).toEqual(person.note);
  });

  it('leaves an item lacking the path unchanged', () => {
    const item: Item = { PK: { S: 'USER#2' }, address: { M: { city: { S: 'Oslo' } } }, other: { S: 'x' } };
    expect(copied(plan([['address', 'street']]), item)).toEqual(item);
    const notAMap: Item = { PK: { S: 'USER#3' }, address: { S: '1 Main St' } };
    expect(copied(plan([['address', 'street']]), notAMap)).toEqual(notAMap);
  });

  it('masks every leaf under a path ending on a map: a set element by element, N by its digits, B by its bytes', () => {
    const out = copied(plan([['address', 'geo']]), person);
    const geo = ((out.address as { M: Record<string, AttributeValue> }).M.geo as { M: Record<string, AttributeValue> })
      .M;
    const lat = (geo.lat as { N: string }).N;
    expect(lat).not.toBe('45.7640');
    expect(lat).toMatch(/^\d\d\.\d{3}0$/);
    expect(digits(lat)).toBe(digits('45.7640'));
    const tags = (geo.tags as { SS: string[] }).SS;
    expect(tags.map((t) => t.length)).toEqual([4, 4]);
    expect(tags).not.toContain('home');
    expect(new Set(tags).size).toBe(2);
    const raw = (geo.raw as { B: string }).B;
    expect(decodeBase64(raw).length).toBe(4);
    expect(raw).not.toBe('AAEC/w==');
  });

  it('goes through a list element by element, and fakes the same value the same wherever it sits', () => {
    const p = plan([['contacts', 'phone'], ['note']]);
    const out = copied(p, { ...person, note: { S: '555-0100' } });
    const contacts = (out.contacts as { L: { M: Record<string, AttributeValue> }[] }).L;
    const phone = (contacts[0]!.M.phone as { S: string }).S;
    expect(phone).toMatch(/^\d{3}-\d{4}$/);
    expect(phone).not.toBe('555-0100');
    expect(out.note).toEqual({ S: phone });
    expect(contacts[0]!.M.kind).toEqual({ S: 'home' });
    expect(contacts[1]).toEqual((person.contacts as { L: AttributeValue[] }).L[1]);
    expect(copied(plan([['contacts', 'phone']]), person).contacts).toEqual(out.contacts);
  });

  it('masks a path under a masked attribute once, not twice', () => {
    const whole = copied(plan([['address']]), person);
    expect(copied(plan([['address'], ['address', 'street']]), person)).toEqual(whole);
    expect(outermost([['a', 'b'], ['a'], ['a']])).toEqual([['a']]);
  });

  it('refuses a path under an attribute left out, naming it', () => {
    expect(checkOptions({ keys, leaveOut: ['address'], mask: [['address', 'street']], salt: 's' })).toBe(
      'Mask: address.street is left out already; choose one of the two.',
    );
  });
});

describe('pathsSeen', () => {
  it('offers the nested map keys the items hold, through lists, and no top-level name', () => {
    expect(pathsSeen([person]).map((p) => p.join('.'))).toEqual([
      'address.street',
      'address.city',
      'address.geo',
      'address.geo.lat',
      'address.geo.tags',
      'address.geo.raw',
      'contacts.phone',
      'contacts.kind',
    ]);
  });
});
