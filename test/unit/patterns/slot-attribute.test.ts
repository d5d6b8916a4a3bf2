import { expect, test } from 'vitest';
import { slotAttribute } from '../../../shared/patterns/slot-attribute.js';

test('a slot is labelled with the attribute its placeholder is compared with, names resolved', () => {
  const r = {
    KeyConditionExpression: '#pk = :v0 AND begins_with(#sk, :v1)',
    FilterExpression:
      '#st IN (:v2, :v3) AND size(tags) > :v4 AND address.#c = :v10 AND :v5 <= price AND #d BETWEEN :v6 AND :v7',
    ExpressionAttributeNames: { '#pk': 'PK', '#sk': 'SK', '#st': 'status', '#c': 'city', '#d': 'geo.region' },
  };
  expect(slotAttribute(r, ':v0')).toBe('PK');
  expect(slotAttribute(r, ':v1')).toBe('SK');
  expect(slotAttribute(r, ':v2')).toBe('status');
  expect(slotAttribute(r, ':v3')).toBe('status');
  expect(slotAttribute(r, ':v4')).toBe('size of tags');
  expect(slotAttribute(r, ':v10')).toBe('address.city');
  expect(slotAttribute(r, ':v5')).toBe('price');
  expect(slotAttribute(r, ':v6')).toBe('geo.region');
  expect(slotAttribute(r, ':v7')).toBe('geo.region');
  expect(slotAttribute(r, ':v9')).toBeUndefined();
});
