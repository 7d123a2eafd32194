import { hash, verify, type Algorithm } from '@node-rs/argon2';

/**
 * Algorithm.Argon2id. The package declares the enum as an ambient const
 * enum, which isolated modules cannot read, so its value is spelled here.
 */
const argon2id = 2 as unknown as Algorithm;

/** argon2id with the OWASP parameters: 19 MiB of memory, 2 passes, 1 lane. */
const argon2Options = {
  algorithm: argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, argon2Options);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
