import {Ajv} from 'ajv';
import fc from 'fast-check';
import {describe, expect, it} from 'vitest';
import * as api from './api';
import {CHECKED_KEYWORDS, isInstant, matches, type Schema} from './check';

// The answers: what the site checks in the browser (request bodies are the server's to check).
const schemas = (Object.entries(api) as [string, unknown][]).filter(
  (entry): entry is [string, Schema] => entry[0].endsWith('Answer') && typeof entry[1] === 'object',
);

function keywordsOf(schema: Schema, found = new Set<string>()): Set<string> {
  for (const [key, value] of Object.entries(schema)) {
    found.add(key);
    if (key === 'properties')
      for (const child of Object.values(value as Record<string, Schema>)) keywordsOf(child, found);
    if (key === 'items') keywordsOf(value as Schema, found);
    if (key === 'anyOf') for (const child of value as Schema[]) keywordsOf(child, found);
  }
  return found;
}

/** Values shaped by the schema most of the time, anything at all now and then, at every level. */
function shaped(schema: Schema): fc.Arbitrary<unknown> {
  const any = fc.jsonValue();
  let valid: fc.Arbitrary<unknown>;
  if (schema.anyOf) valid = fc.oneof(...schema.anyOf.map(shaped));
  else if (schema.enum) valid = fc.constantFrom(...schema.enum);
  else if (schema.format === 'date-time')
    valid = fc.oneof(
      fc.date({noInvalidDate: true}).map((d) => d.toISOString()),
      fc.constantFrom('2026-13-45T99:00:00Z', 'soon', '2026-11-21'),
    );
  else if (schema.type === 'object') {
    const properties = Object.entries(schema.properties ?? {}).map(([key, child]) => [key, shaped(child)] as const);
    valid = fc
      .record(Object.fromEntries(properties), {
        requiredKeys: [...(schema.required ?? [])].filter((key) => properties.some(([name]) => name === key)),
      })
      .chain((record) =>
        fc
          .option(fc.dictionary(fc.string({maxLength: 8}), any, {maxKeys: 2}), {nil: undefined})
          .map((extra) => ({...extra, ...record})),
      );
  } else if (schema.type === 'array') valid = fc.array(shaped(schema.items ?? {}), {maxLength: 3});
  else if (schema.type === 'string')
    valid = fc.oneof(
      fc.string({maxLength: schema.maxLength ? schema.maxLength + 2 : 12}),
      fc.stringMatching(new RegExp(schema.pattern ?? '.*')),
    );
  else if (schema.type === 'number' || schema.type === 'integer')
    valid = fc.oneof(fc.integer(), fc.double({noNaN: true, noDefaultInfinity: true}));
  else if (schema.type === 'null') valid = fc.constant(null);
  else valid = any;
  return fc.oneof({weight: 8, arbitrary: valid}, {weight: 1, arbitrary: any});
}

describe('the API contract in the browser', () => {
  it('uses only keywords the browser check understands', () => {
    expect(schemas.length).toBeGreaterThanOrEqual(8);
    const used = new Set(schemas.flatMap(([, schema]) => [...keywordsOf(schema)]));
    expect([...used].filter((keyword) => !CHECKED_KEYWORDS.has(keyword) && keyword !== 'additionalProperties')).toEqual(
      [],
    );
  });

  it('agrees with the server’s validator on every schema, for shaped and unshaped values', () => {
    const ajv = new Ajv({allErrors: false, strict: true});
    ajv.addFormat('date-time', {type: 'string', validate: isInstant});
    for (const [name, schema] of schemas) {
      const validate = ajv.compile(schema);
      fc.assert(
        fc.property(shaped(schema), (value) => {
          expect(matches(schema, value), `${name}: ${JSON.stringify(value)}`).toBe(validate(value));
        }),
        {numRuns: 300},
      );
    }
  });

  it('knows every refusal the server can send, with its status', () => {
    expect(api.isRefusalCode('email_taken')).toBe(true);
    expect(api.isRefusalCode('toString')).toBe(false);
    expect(api.isRefusalCode(undefined)).toBe(false);
    for (const status of Object.values(api.REFUSALS)) expect(status >= 400 && status < 600).toBe(true);
  });
});
