/** Countries, regions and cities for the store-locations sample, with a postal-code shape per country. */
import type { Rng } from './random.js';
import { pad } from './values.js';

export interface City {
  region: string;
  city: string;
  /** The fixed start of this city's postal codes. */
  postal: string;
  lat: number;
  lon: number;
  /** A postal code this city always has a store at, so docs and tests can name it. */
  knownPostal?: string;
}

export interface Country {
  code: string;
  dialPrefix: string;
  /** Stores per city, lowest and highest. */
  storesPerCity: [number, number];
  postalCode(prefix: string, rng: Rng): string;
  cities: City[];
}

const LETTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ';
const letter = (rng: Rng): string => LETTERS[rng.int(0, LETTERS.length - 1)] ?? 'A';
const city = (region: string, name: string, postal: string, lat: number, lon: number, knownPostal?: string): City => ({
  region,
  city: name,
  postal,
  lat,
  lon,
  knownPostal,
});

export const COUNTRIES: Country[] = [
  {
    code: 'US',
    dialPrefix: '+1',
    storesPerCity: [3, 14],
    postalCode: (prefix, rng) => prefix + pad(rng.int(1, 99), 5 - prefix.length),
    cities: [
      city('CA', 'SAN_FRANCISCO', '941', 37.77, -122.42, '94105'),
      city('CA', 'LOS_ANGELES', '900', 34.05, -118.24),
      city('CA', 'SAN_DIEGO', '921', 32.72, -117.16),
      city('CA', 'SACRAMENTO', '958', 38.58, -121.49),
      city('NY', 'NEW_YORK', '100', 40.71, -74.01),
      city('NY', 'BROOKLYN', '112', 40.68, -73.94),
      city('NY', 'BUFFALO', '142', 42.89, -78.88),
      city('TX', 'AUSTIN', '787', 30.27, -97.74),
      city('TX', 'HOUSTON', '770', 29.76, -95.37),
      city('TX', 'DALLAS', '752', 32.78, -96.8),
      city('WA', 'SEATTLE', '981', 47.61, -122.33),
      city('WA', 'SPOKANE', '992', 47.66, -117.43),
      city('WA', 'TACOMA', '984', 47.25, -122.44),
      city('IL', 'CHICAGO', '606', 41.88, -87.63),
      city('IL', 'EVANSTON', '602', 42.05, -87.68),
      city('FL', 'MIAMI', '331', 25.76, -80.19),
      city('FL', 'ORLANDO', '328', 28.54, -81.38),
      city('FL', 'TAMPA', '336', 27.95, -82.46),
      city('MA', 'BOSTON', '021', 42.36, -71.06),
      city('MA', 'CAMBRIDGE', '021', 42.37, -71.11),
      city('CO', 'DENVER', '802', 39.74, -104.99),
      city('CO', 'BOULDER', '803', 40.01, -105.27),
      city('OR', 'PORTLAND', '972', 45.52, -122.68),
      city('OR', 'EUGENE', '974', 44.05, -123.09),
      city('AZ', 'PHOENIX', '850', 33.45, -112.07),
      city('AZ', 'TUCSON', '857', 32.22, -110.97),
      city('GA', 'ATLANTA', '303', 33.75, -84.39),
      city('PA', 'PHILADELPHIA', '191', 39.95, -75.17),
      city('PA', 'PITTSBURGH', '152', 40.44, -80.0),
    ],
  },
  {
    code: 'CA',
    dialPrefix: '+1',
    storesPerCity: [2, 9],
    postalCode: (prefix, rng) => `${prefix} ${rng.int(0, 9)}${letter(rng)}${rng.int(0, 9)}`,
    cities: [
      city('ON', 'TORONTO', 'M5V', 43.65, -79.38),
      city('ON', 'OTTAWA', 'K1P', 45.42, -75.7),
      city('BC', 'VANCOUVER', 'V6B', 49.28, -123.12),
      city('BC', 'VICTORIA', 'V8W', 48.43, -123.37),
      city('QC', 'MONTREAL', 'H2X', 45.5, -73.57),
      city('QC', 'QUEBEC_CITY', 'G1R', 46.81, -71.21),
      city('AB', 'CALGARY', 'T2P', 51.05, -114.07),
      city('AB', 'EDMONTON', 'T5J', 53.55, -113.49),
    ],
  },
  {
    code: 'GB',
    dialPrefix: '+44',
    storesPerCity: [2, 10],
    postalCode: (prefix, rng) => `${prefix} ${rng.int(1, 9)}${letter(rng)}${letter(rng)}`,
    cities: [
      city('ENG', 'LONDON', 'EC1A', 51.51, -0.13),
      city('ENG', 'MANCHESTER', 'M1', 53.48, -2.24),
      city('ENG', 'BRISTOL', 'BS1', 51.45, -2.59),
      city('SCT', 'EDINBURGH', 'EH1', 55.95, -3.19),
      city('SCT', 'GLASGOW', 'G1', 55.86, -4.25),
      city('WLS', 'CARDIFF', 'CF10', 51.48, -3.18),
      city('NIR', 'BELFAST', 'BT1', 54.6, -5.93),
    ],
  },
  {
    code: 'DE',
    dialPrefix: '+49',
    storesPerCity: [2, 8],
    postalCode: (prefix, rng) => prefix + pad(rng.int(1, 99), 5 - prefix.length),
    cities: [
      city('BY', 'MUNICH', '803', 48.14, 11.58),
      city('BY', 'NUREMBERG', '904', 49.45, 11.08),
      city('BE', 'BERLIN', '101', 52.52, 13.4),
      city('HH', 'HAMBURG', '203', 53.55, 9.99),
      city('NW', 'COLOGNE', '506', 50.94, 6.96),
      city('NW', 'DUSSELDORF', '402', 51.23, 6.77),
    ],
  },
  {
    code: 'JP',
    dialPrefix: '+81',
    storesPerCity: [2, 12],
    postalCode: (prefix, rng) => `${prefix}-${pad(rng.int(1, 9999), 4)}`,
    cities: [
      city('TOKYO', 'SHIBUYA', '150', 35.66, 139.7),
      city('TOKYO', 'SHINJUKU', '160', 35.69, 139.7),
      city('OSAKA', 'OSAKA', '530', 34.69, 135.5),
      city('KYOTO', 'KYOTO', '600', 35.01, 135.77),
      city('HOKKAIDO', 'SAPPORO', '060', 43.06, 141.35),
    ],
  },
  {
    code: 'AU',
    dialPrefix: '+61',
    storesPerCity: [2, 8],
    postalCode: (prefix, rng) => String(Number(prefix) + rng.int(0, 99)),
    cities: [
      city('NSW', 'SYDNEY', '2000', -33.87, 151.21),
      city('NSW', 'NEWCASTLE', '2300', -32.93, 151.78),
      city('VIC', 'MELBOURNE', '3000', -37.81, 144.96),
      city('QLD', 'BRISBANE', '4000', -27.47, 153.03),
    ],
  },
  {
    code: 'MX',
    dialPrefix: '+52',
    storesPerCity: [2, 7],
    postalCode: (prefix, rng) => prefix + pad(rng.int(0, 999), 5 - prefix.length),
    cities: [
      city('CDMX', 'CIUDAD_DE_MEXICO', '06', 19.43, -99.13),
      city('JAL', 'GUADALAJARA', '44', 20.67, -103.35),
      city('NL', 'MONTERREY', '64', 25.69, -100.32),
    ],
  },
];
