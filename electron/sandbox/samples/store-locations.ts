/**
 * Store locations by country: the partition key is the country code and the sort key a
 * REGION#CITY#POSTAL hierarchy (CA#SAN_FRANCISCO#94105), so one Query with begins_with can read a
 * country, a state, a city or one postal code. Store items carry nested values (address map,
 * opening-hours list, coordinates) for the inspector.
 */
import type { AttributeValue, Item } from '../../../shared/dynamo/types.js';
import { createRng, type Rng } from './random.js';
import { COUNTRIES, type City, type Country } from './store-geography.js';
import type { SampleTable } from './types.js';
import { BOOL, L, M, N, NULL, S, SS, pad } from './values.js';
import { ADJECTIVES, NOUNS } from './words.js';

const DAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;
const STREET_KINDS = ['St', 'Ave', 'Blvd', 'Rd', 'Way', 'Lane'] as const;

function titleCase(key: string): string {
  return key
    .split('_')
    .map((w) => w.charAt(0) + w.slice(1).toLowerCase())
    .join(' ');
}

function openingHours(rng: Rng): AttributeValue {
  const opens = rng.pick(['05:30', '06:00', '06:30', '07:00']);
  const closes = rng.pick(['19:00', '20:00', '21:00', '22:00']);
  const closedSunday = rng.chance(0.15);
  return L(
    DAYS.map((day) =>
      day === 'Sun' && closedSunday
        ? M({ Day: S(day), Closed: BOOL(true) })
        : M({ Day: S(day), Opens: S(day === 'Sun' ? '08:00' : opens), Closes: S(closes) }),
    ),
  );
}

function storeItem(country: Country, city: City, postal: string, storeNumber: number, rng: Rng): Item {
  const street = `${rng.int(1, 2400)} ${titleCase(rng.pick(NOUNS).toUpperCase())} ${rng.pick(STREET_KINDS)}`;
  return {
    CountryCode: S(country.code),
    StateCityPostal: S(`${city.region}#${city.city}#${postal}`),
    StoreNumber: S(`ST-${pad(storeNumber, 5)}`),
    StoreName: S(
      `${titleCase(city.city)} ${titleCase(rng.pick(ADJECTIVES).toUpperCase())} ${titleCase(rng.pick(NOUNS).toUpperCase())}`,
    ),
    Address: M({
      Street: S(street),
      City: S(titleCase(city.city)),
      Region: S(city.region),
      PostalCode: S(postal),
      Country: S(country.code),
    }),
    Phone: S(`${country.dialPrefix} ${rng.int(200, 989)} ${pad(rng.int(0, 9999), 4)}`),
    Hours: openingHours(rng),
    Location: M({
      Lat: N((city.lat + (rng.next() - 0.5) * 0.1).toFixed(5)),
      Lon: N((city.lon + (rng.next() - 0.5) * 0.1).toFixed(5)),
    }),
    Amenities: SS(rng.sample(['wifi', 'drive-thru', 'mobile-order', 'outdoor-seating', 'restroom'], rng.int(1, 4))),
    OpenedYear: N(rng.int(1995, 2025)),
    // Some stores have no manager assigned yet: a NULL rather than a missing attribute.
    Manager: rng.chance(0.1) ? NULL : S(`mgr-${pad(rng.int(1, 999), 3)}`),
  };
}

function items(): Item[] {
  const rng = createRng(303);
  const out: Item[] = [];
  let storeNumber = 0;
  for (const country of COUNTRIES) {
    for (const city of country.cities) {
      const used = new Set<string>(city.knownPostal ? [city.knownPostal] : []);
      // At least two stores per city, so every region repeats and none looks like a parent.
      const count = Math.max(2, rng.int(...country.storesPerCity));
      while (used.size < count) used.add(country.postalCode(city.postal, rng));
      for (const postal of [...used].sort()) out.push(storeItem(country, city, postal, ++storeNumber, rng));
    }
  }
  return out;
}

export const storeLocations: SampleTable = {
  definition: {
    TableName: 'StoreLocations',
    KeySchema: [
      { AttributeName: 'CountryCode', KeyType: 'HASH' },
      { AttributeName: 'StateCityPostal', KeyType: 'RANGE' },
    ],
    AttributeDefinitions: [
      { AttributeName: 'CountryCode', AttributeType: 'S' },
      { AttributeName: 'StateCityPostal', AttributeType: 'S' },
    ],
  },
  description:
    'Store locations: country code partitions with a STATE#CITY#POSTAL sort key, readable at any level with begins_with',
  items,
  patterns: ['US', 'CA', 'GB', 'JP'].map((code) => ({
    description: `Every store in ${code}; begins_with on the sort key narrows it to a region, a city or a postal code`,
    partitionKeyValue: S(code),
    expectedParentSortKey: null,
    // STATE#CITY#POSTAL is one template with three variables: every item is one entity, a store,
    // named from its StoreName attribute (regions are values, not entity types).
    expectedEntityTypes: ['Store'],
  })),
};
