import { createHash, type Hash } from 'node:crypto';

/**
 * A SHA-256 over a canonical, typed serialisation: every value is written
 * with a tag and a length, numbers as little-endian float64, so that two
 * inputs hash alike exactly when their parts are equal in order.
 */
export class CanonicalHash {
  private readonly hash: Hash = createHash('sha256');
  private readonly scratch = Buffer.alloc(9);

  private tag(letter: string, length: number): void {
    this.scratch.write(letter, 0, 'latin1');
    this.scratch.writeDoubleLE(length, 1);
    this.hash.update(this.scratch);
  }

  text(value: string): this {
    const bytes = Buffer.from(value, 'utf8');
    this.tag('s', bytes.length);
    this.hash.update(bytes);
    return this;
  }

  number(value: number): this {
    this.tag('n', value);
    return this;
  }

  numbers(values: ArrayLike<number>): this {
    const bytes = Float64Array.from({ length: values.length }, (_, index) => values[index] ?? 0);
    this.tag('a', values.length);
    this.hash.update(new Uint8Array(bytes.buffer));
    return this;
  }

  /** Little-endian on every platform Node runs on in practice; the tag keeps lengths apart. */
  ints(values: Int32Array | Uint8Array | Int8Array): this {
    this.tag(values instanceof Int32Array ? 'i' : 'b', values.length);
    this.hash.update(new Uint8Array(values.buffer, values.byteOffset, values.byteLength));
    return this;
  }

  /** A JSON-like value with sorted object keys. */
  json(value: unknown): this {
    return this.text(JSON.stringify(sortKeys(value)));
  }

  digest(): string {
    return this.hash.digest('hex');
  }
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([key, entry]) => [key, sortKeys(entry)]),
    );
  return value;
}

/** Pairs as sorted [lower, higher] keys, so that their order and orientation do not matter. */
export function canonicalPairs(pairs: readonly (readonly [number, number])[]): Int32Array {
  const sorted = pairs
    .map(([a, b]) => (a <= b ? [a, b] : [b, a]))
    .sort((x, y) => (x[0] ?? 0) - (y[0] ?? 0) || (x[1] ?? 0) - (y[1] ?? 0));
  return Int32Array.from(sorted.flat());
}
