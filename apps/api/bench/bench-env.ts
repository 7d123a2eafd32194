/** A benchmark's whole-number setting from the environment (`fallback` when unset), at least `min`. */
export function wholeNumberSetting(name: string, fallback: number, min = 0): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < min)
    throw new Error(`${name} must be a whole number of at least ${String(min)}`);
  return value;
}
