import { describe, expect, it } from 'vitest';
import { formFromText, formText, emptyValue, type ItemForm } from '../../../shared/writes/form/item-form.js';
import { formProblems, formTextProblem } from '../../../shared/writes/form/form-problems.js';
import { base64FromHex, hexView } from '../../../shared/writes/form/binary-view.js';
import { parseItemText } from '../../../shared/writes/item-text.js';

const EVERY_TYPE = {
  PK: { S: 'ORDER#1' },
  big: { N: '12345678901234567890123456789012345678' },
  tiny: { N: '1E-130' },
  huge: { N: '9.99E+125' },
  blob: { B: 'AAEC/w==' },
  ok: { BOOL: false },
  none: { NULL: true },
  list: { L: [{ S: '' }, { N: '-0.5' }, { L: [] }, { M: { deep: { NS: ['1', '2.50'] } } }] },
  map: { M: { 'a.b': { S: 'dot in a name' }, __proto__: { S: 'a name like any other' } } },
  tags: { SS: ['b', 'a'] },
  nums: { NS: ['10', '1.0E+2'] },
  bins: { BS: ['AQ==', 'Ag=='] },
};

function form(text: string): ItemForm {
  const r = formFromText(text);
  if ('problem' in r) throw new Error(r.problem);
  return r.form;
}

describe('the form and the JSON text view', () => {
  it('carry every DynamoDB type both ways without changing a character of any value', () => {
    const text = JSON.stringify(EVERY_TYPE, null, 2);
    const f = form(text);
    expect(f.attributes.map((a) => a.value.type)).toEqual([
      'S',
      'N',
      'N',
      'N',
      'B',
      'BOOL',
      'NULL',
      'L',
      'M',
      'SS',
      'NS',
      'BS',
    ]);
    const back = formText(f);
    expect(back).toBe(text);
    expect(formProblems(f)).toEqual([]);
    const parsed = parseItemText(back);
    expect('item' in parsed && parsed.item.big).toEqual({ N: '12345678901234567890123456789012345678' });
  });

  it('keeps a value DynamoDB would refuse through a switch, and names it with its field', () => {
    const f = form(
      '{"PK":{"S":"A"},"total":{"N":"12,5"},"blob":{"B":"AQ"},"tags":{"SS":["x","x"]},"empty":{"NS":[]},"list":{"L":[{"N":"1e999"}]}}',
    );
    expect(formText(f)).toContain('"12,5"');
    const problems = formProblems(f);
    expect(problems.map((p) => p.path)).toEqual(['total', 'blob', 'tags', 'empty', 'list[0]']);
    expect(problems[0]!.message).toMatch(/^total: N must be a number DynamoDB can read/);
    expect(problems[1]!.message).toMatch(/^blob: B must be base64 text/);
    expect(problems[2]!.message).toMatch(/holds "x" twice/);
    expect(problems[3]!.message).toMatch(/DynamoDB has no empty set/);
  });

  it('names a bad set member beside that member', () => {
    const f = form('{"n":{"NS":["1","two"]}}');
    expect(formProblems(f)).toEqual([
      { path: 'n member 2', message: expect.stringMatching(/^n member 2: a member of this NS must be a number/) },
    ]);
  });

  it('refuses to read text that is not DynamoDB JSON, saying where', () => {
    expect(formFromText('{"a":')).toEqual({ problem: expect.stringMatching(/not valid JSON/) });
    expect(formFromText('[1]')).toEqual({ problem: expect.stringMatching(/object of attribute names/) });
    expect(formFromText('{"a":{"N":5}}')).toEqual({ problem: 'a: N must be written as a string' });
    expect(formFromText('{"m":{"M":{"x":{"Q":"1"}}}}')).toEqual({
      problem: expect.stringMatching(/^m\.x: unknown type key "Q"/),
    });
    expect(formFromText('{"l":{"L":[{"S":"a","N":"1"}]}}')).toEqual({
      problem: expect.stringMatching(/^l\[0\]: expected exactly one type key/),
    });
  });

  it('names empty and repeated attribute names, and will not lose one of two same names in the text view', () => {
    const f: ItemForm = {
      attributes: [
        { name: 'a', value: emptyValue('S') },
        { name: 'a', value: { type: 'N', text: '1' } },
        { name: '', value: emptyValue('BOOL') },
      ],
    };
    expect(formProblems(f).map((p) => p.path)).toEqual(['attribute 2', 'attribute 3']);
    expect(formTextProblem(f)).toMatch(/names "a" twice/);
    const nested: ItemForm = {
      attributes: [
        {
          name: 'm',
          value: {
            type: 'M',
            entries: [
              { name: 'x', value: emptyValue('S') },
              { name: 'x', value: emptyValue('S') },
            ],
          },
        },
      ],
    };
    expect(formTextProblem(nested)).toMatch(/^Map m names "x" twice/);
    expect(formTextProblem(form(JSON.stringify(EVERY_TYPE)))).toBeNull();
  });

  it('starts new values of each type as DynamoDB would take them once filled in', () => {
    expect(emptyValue('SS')).toEqual({ type: 'SS', members: [''] });
    expect(emptyValue('M')).toEqual({ type: 'M', entries: [] });
    expect(formProblems({ attributes: [{ name: 'n', value: emptyValue('N') }] })[0]!.message).toMatch(
      /^n: N must be a number/,
    );
  });
});

describe('binary in the form', () => {
  it('shows strict base64 as hex, and hex typed by a person as base64', () => {
    expect(hexView('AAEC/w==')).toEqual({ hex: '00 01 02 ff', bytes: 4, cut: false });
    expect(hexView('AQ')).toBeNull();
    expect(hexView('AAECAw==', 2)).toEqual({ hex: '00 01', bytes: 4, cut: true });
    expect(base64FromHex('0x00 01:02ff')).toEqual({ base64: 'AAEC/w==' });
    expect(base64FromHex('abc')).toEqual({ problem: expect.stringMatching(/odd count/) });
    expect(base64FromHex('zz')).toEqual({ problem: '"z" is not a hex digit (0-9, a-f)' });
  });
});
