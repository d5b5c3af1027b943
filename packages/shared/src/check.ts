/**
 * Checks a value against a schema of the API contract (./api.ts) in the browser, where the
 * server's validator is too large to ship. It knows the keywords the contract uses, and a unit
 * test keeps the contract to them and checks that this and the server's validator agree:
 * `type`, `enum`, `required`, `properties`, `additionalProperties: false`, `items`, `anyOf`,
 * `pattern`, `minLength`/`maxLength`, and `format: date-time`, which here means an ISO 8601
 * instant the browser can parse (an answer that carries anything else is a server fault, never a
 * page that crashes on a date).
 */

export interface Schema {
  readonly type?: string;
  readonly enum?: readonly unknown[];
  readonly required?: readonly string[];
  readonly properties?: Readonly<Record<string, Schema>>;
  readonly additionalProperties?: boolean;
  readonly items?: Schema;
  readonly anyOf?: readonly Schema[];
  readonly pattern?: string;
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly format?: string;
}

/** The keywords `matches` understands; any other in a schema is a mistake. */
export const CHECKED_KEYWORDS = new Set([
  'type',
  'enum',
  'required',
  'properties',
  'additionalProperties',
  'items',
  'anyOf',
  'pattern',
  'minLength',
  'maxLength',
  'format',
]);

export function isInstant(value: unknown): value is string {
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(value) && Number.isFinite(Date.parse(value));
}

const TYPES: Readonly<Record<string, (value: unknown) => boolean>> = {
  object: (v) => typeof v === 'object' && v !== null && !Array.isArray(v),
  array: Array.isArray,
  string: (v) => typeof v === 'string',
  number: (v) => typeof v === 'number' && Number.isFinite(v),
  integer: Number.isInteger,
  boolean: (v) => typeof v === 'boolean',
  null: (v) => v === null,
};

/** Whether `value` has the shape `schema` describes. */
export function matches<T = unknown>(schema: Schema, value: unknown): value is T {
  if (schema.anyOf && !schema.anyOf.some((option) => matches(option, value))) return false;
  if (schema.type && !TYPES[schema.type]?.(value)) return false;
  if (schema.enum && !schema.enum.includes(value)) return false;
  if (typeof value === 'string') {
    const length = [...value].length;
    if (schema.minLength !== undefined && length < schema.minLength) return false;
    if (schema.maxLength !== undefined && length > schema.maxLength) return false;
    if (schema.pattern !== undefined && !new RegExp(schema.pattern, 'u').test(value)) return false;
    if (schema.format === 'date-time' && !isInstant(value)) return false;
  }
  if (Array.isArray(value) && schema.items) return value.every((item) => matches(schema.items!, item));
  if (TYPES.object!(value) && (schema.properties || schema.required)) {
    const record = value as Record<string, unknown>;
    if (schema.required?.some((key) => !Object.hasOwn(record, key))) return false;
    for (const [key, child] of Object.entries(schema.properties ?? {})) {
      if (Object.hasOwn(record, key) && !matches(child, record[key])) return false;
    }
    if (
      schema.additionalProperties === false &&
      Object.keys(record).some((key) => !Object.hasOwn(schema.properties ?? {}, key))
    )
      return false;
  }
  return true;
}
