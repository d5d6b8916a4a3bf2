/** The error log keeps what finds a fault and not the user's data: masked, bounded. */
import { describe, expect, it } from 'vitest';
import { describeError, errorRecords, maskMessage, reportError } from '../../../renderer/ui/error-log.js';

describe('maskMessage', () => {
  it('keeps code words and masks quoted values', () => {
    expect(maskMessage("Cannot read properties of null (reading 'name')")).toBe(
      "Cannot read properties of null (reading 'name')",
    );
    expect(maskMessage('no item "ORDER#123" in `Orders`')).toBe('no item "…9 chars" in "…6 chars"');
    expect(maskMessage("bad key 'ORDER#123'")).toBe("bad key '…9 chars'");
  });
  it('masks credentials and long tokens', () => {
    const m = maskMessage('key AKIAIOSFODNN7EXAMPLE secret wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY end');
    expect(m).toBe('key [access key id] secret [masked] end');
  });
  it('bounds the length', () => {
    expect(maskMessage('x '.repeat(5000)).length).toBeLessThanOrEqual(300);
  });
});

describe('the log', () => {
  it('describes errors and non-errors', () => {
    expect(describeError(new TypeError('t'))).toEqual({ name: 'TypeError', message: 't' });
    expect(describeError({ name: 'ValidationException', message: 'm' })).toEqual({
      name: 'ValidationException',
      message: 'm',
    });
    expect(describeError('plain')).toEqual({ name: 'Error', message: 'plain' });
  });
  it('keeps the last 30 records only', () => {
    for (let i = 0; i < 45; i++) reportError('Test', new Error(`e${i}`));
    const r = errorRecords();
    expect(r).toHaveLength(30);
    expect(r[0]!.message).toBe('e15');
    expect(r[29]!.message).toBe('e44');
  });
});
