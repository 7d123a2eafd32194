/**
 * The named fields of an object as a new object: a request body's writable
 * columns, listed once (the same list names what an update changed).
 */
export function pickFields<Source extends object, Field extends keyof Source>(
  source: Source,
  fields: readonly Field[],
): Pick<Source, Field> {
  return Object.fromEntries(fields.map((field) => [field, source[field]])) as Pick<Source, Field>;
}
