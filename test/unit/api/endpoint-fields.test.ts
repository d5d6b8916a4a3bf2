/**
 * The Add endpoint request's fields as the form and the API refuse them: a region that is no
 * region's name (a typo on DynamoDB Local silently opens an empty database) and an over-long name,
 * each with a message that names the field and says what is expected, never zod's own words.
 */
import { describe, expect, test } from 'vitest';
import { regionProblem } from '../../../shared/dynamo/region.js';
import { validateRequest } from '../../../shared/api-validate.js';
import { checkDraft, emptyDraft } from '../../../renderer/features/connections/endpoint-form.js';

describe('region names', () => {
  test.each([
    'us-east-1',
    'eu-west-1',
    'ap-southeast-5',
    'us-gov-west-1',
    'cn-northwest-1',
    'us-isob-east-1',
    'il-central-1',
    'localhost',
  ])('%s is a region', (r) => {
    expect(regionProblem(r)).toBeNull();
  });
  test.each(['mars-central-9', 'useast1', 'us-east', 'us_east_1', 'us-east-1 ', 'eu-west-123', 'local host'])(
    '%s is refused, saying what a region looks like',
    (r) => {
      expect(regionProblem(r)).toContain(`"${r}" is not a region name; expected one such as us-east-1`);
    },
  );
  test('an upper-case region is told its lower-case spelling', () => {
    expect(regionProblem('EU-WEST-1')).toBe('region names are lower case: eu-west-1');
  });
});

describe('the API refuses them naming the field', () => {
  const refused = (req: unknown) => {
    try {
      validateRequest('addEndpointConnection', req);
    } catch (e) {
      return e as { field?: string; message: string };
    }
    throw new Error('accepted');
  };
  test('a region such as mars-central-9', () => {
    const e = refused({ endpoint: 'http://127.0.0.1:8000', region: 'mars-central-9' });
    expect(e.field).toBe('region');
    expect(e.message).toMatch(/^region: "mars-central-9" is not a region name/);
  });
  test('a name of 500 characters', () => {
    const e = refused({ endpoint: 'http://127.0.0.1:8000', region: 'us-east-1', name: 'n'.repeat(500) });
    expect(e).toMatchObject({ field: 'name', message: 'name: a name is at most 100 characters' });
  });
  test('a scan segment count past the bound', () => {
    expect(() => validateRequest('scan', { TableName: 'T', Segment: 0, TotalSegments: 2_000_000 })).toThrow(
      'TotalSegments: must be at most 1,000,000',
    );
  });
});

describe('the form shows them beside the field, in sentences', () => {
  test('region and name', () => {
    const errors = checkDraft({ ...emptyDraft, region: 'mars-central-9', name: 'x'.repeat(101) });
    expect(errors.region).toMatch(
      /^"mars-central-9" is not a region name; expected one such as us-east-1 .*DynamoDB Local\.$/,
    );
    expect(errors.name).toBe('A name is at most 100 characters.');
    expect(JSON.stringify(errors)).not.toMatch(/Too big|Invalid|expected string/);
  });
});
