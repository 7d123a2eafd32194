import { z } from 'zod';

/**
 * A plausible value for a zod schema, made from its JSON Schema (formats,
 * lengths, ranges, enums, required properties), so that a fuzz case can spoil
 * one field of an otherwise valid input and reach what lies behind the
 * validation. Not every schema's sample is valid (patterns and refinements are
 * not followed); the fuzz test then spoils a sample that was refused anyway.
 */
type JsonSchema = Record<string, unknown> & {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema | JsonSchema[];
  prefixItems?: JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
};

const fixedUuid = '4f1c2b3a-0000-4000-8000-000000000001';

const stringOfFormat: Record<string, string> = {
  uuid: fixedUuid,
  guid: fixedUuid,
  email: 'fuzz.sample@ogr.yesiltepe.edu.tr',
  date: '2031-03-14',
  'date-time': '2031-03-14T10:00:00.000Z',
  time: '10:00:00',
  uri: 'https://example.com/fuzz',
  url: 'https://example.com/fuzz',
};

function sampleString(schema: JsonSchema): string {
  const ofFormat = schema.format === undefined ? undefined : stringOfFormat[schema.format];
  if (ofFormat !== undefined) return ofFormat;
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? 40;
  const text = 'Fuzz sample text '.repeat(Math.ceil(Math.max(min, 12) / 17));
  return text.slice(0, Math.max(min, Math.min(max, 12)));
}

function sampleNumber(schema: JsonSchema, integer: boolean): number {
  const low =
    schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : (schema.minimum ?? 1);
  const high =
    schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : (schema.maximum ?? low);
  const value = Math.min(Math.max(low, 1), high);
  return integer ? Math.ceil(value) : value;
}

function sampleOf(schema: JsonSchema, depth: number): unknown {
  if (depth > 8) return undefined;
  if ('const' in schema) return schema.const;
  if (schema.enum !== undefined) return schema.enum[0];
  const options = schema.anyOf ?? schema.oneOf;
  if (options !== undefined) {
    const option = options.find((candidate) => candidate.type !== 'null') ?? options[0];
    return option === undefined ? null : sampleOf(option, depth + 1);
  }
  if (schema.allOf?.[0] !== undefined) return sampleOf(schema.allOf[0], depth + 1);
  const type = Array.isArray(schema.type)
    ? schema.type.find((candidate) => candidate !== 'null')
    : schema.type;
  switch (type) {
    case 'string':
      return sampleString(schema);
    case 'integer':
      return sampleNumber(schema, true);
    case 'number':
      return sampleNumber(schema, false);
    case 'boolean':
      return false;
    case 'null':
      return null;
    case 'array': {
      if (schema.prefixItems !== undefined) {
        return schema.prefixItems.map((item) => sampleOf(item, depth + 1));
      }
      const item = Array.isArray(schema.items) ? schema.items[0] : schema.items;
      const count = Math.min(Math.max(schema.minItems ?? 1, 1), schema.maxItems ?? 1);
      return item === undefined
        ? []
        : Array.from({ length: count }, () => sampleOf(item, depth + 1));
    }
    case 'object': {
      const entries = Object.entries(schema.properties ?? {}).map(([key, property]) => [
        key,
        sampleOf(property, depth + 1),
      ]);
      return Object.fromEntries(entries.filter(([, value]) => value !== undefined));
    }
    default:
      return schema.default ?? 'x';
  }
}

/** Values tried at a field the schema refused, for the rules JSON Schema does not say (domains, patterns, strength). */
const repairs: readonly unknown[] = [
  '/faq',
  'tall maple river 42',
  'fuzz.sample@ogr.yesiltepe.edu.tr',
  'fuzz.sample@yesiltepe.edu.tr',
  'CMPE 101',
  'CMPE101',
  'CMPE',
  'cmpe-101',
  'tr',
  'Fuzz Sample',
  'A fuzz sample text that is long enough for the longer minimum lengths of free text.',
  '2031-03-14',
  '10:00',
  'https://example.com/fuzz',
  fixedUuid,
  1,
  2,
  5,
  10,
  2031,
  true,
  [],
  null,
];

/** Tries the repairs at each field the schema refuses, a few rounds, keeping what helps. */
function repaired(schema: z.ZodType, value: unknown): unknown {
  let current = value;
  for (let round = 0; round < 4; round += 1) {
    const result = schema.safeParse(current);
    if (result.success) return current;
    const paths = result.error.issues
      .map((issue) => issue.path.filter((key) => typeof key !== 'symbol'))
      .filter((path) => path.length > 0);
    if (paths.length === 0) return current;
    for (const path of paths) {
      const before = schema.safeParse(current).error?.issues.length ?? 0;
      for (const candidate of repairs) {
        const attempt = withValue(current, path, candidate);
        const issues = schema.safeParse(attempt).error?.issues ?? [];
        const stillThere = issues.some((issue) => issue.path.join('.') === path.join('.'));
        if (!stillThere && issues.length < before) {
          current = attempt;
          break;
        }
      }
    }
  }
  return current;
}

/** A sample input of `schema` (valid when its JSON Schema and the repairs say enough), and whether it is valid. */
export function sampleInput(schema: z.ZodType): { value: unknown; valid: boolean } {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  const full = repaired(schema, sampleOf(json, 0));
  if (schema.safeParse(full).success) return { value: full, valid: true };
  // Optional properties are often where a refinement bites: try the required ones alone.
  if (json.type === 'object' && typeof full === 'object' && full !== null) {
    const required = new Set(json.required ?? []);
    const lean = repaired(
      schema,
      Object.fromEntries(Object.entries(full).filter(([key]) => required.has(key))),
    );
    if (schema.safeParse(lean).success) return { value: lean, valid: true };
  }
  return { value: full, valid: false };
}

/** A leaf of a sample: where it is (keys and indexes) and its value. */
export interface Leaf {
  path: (string | number)[];
  value: unknown;
}

/** Every value in a sample, containers included (for wrong-type cases), the root left out. */
export function leavesOf(value: unknown, path: (string | number)[] = []): Leaf[] {
  const here: Leaf[] = path.length === 0 ? [] : [{ path, value }];
  if (Array.isArray(value)) {
    return [...here, ...value.flatMap((item, index) => leavesOf(item, [...path, index]))];
  }
  if (typeof value === 'object' && value !== null) {
    return [
      ...here,
      ...Object.entries(value).flatMap(([key, item]) => leavesOf(item, [...path, key])),
    ];
  }
  return here;
}

/** A copy of `root` with the value at `path` replaced. */
export function withValue(root: unknown, path: (string | number)[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  if (Array.isArray(root)) {
    return (root as unknown[]).map((item, index) =>
      index === head ? withValue(item, rest, value) : item,
    );
  }
  const record = (typeof root === 'object' && root !== null ? root : {}) as Record<string, unknown>;
  return { ...record, [String(head)]: withValue(record[String(head)], rest, value) };
}
