import { createHmac, randomBytes } from 'node:crypto';

/**
 * Time-based one-time passwords (RFC 6238 over RFC 4226): HMAC-SHA1, six
 * digits, 30-second steps, as every authenticator app reads them from an
 * `otpauth://totp/` URI.
 */
export const totpStepSeconds = 30;
const digits = 6;
const base32Alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let output = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      output += base32Alphabet.charAt((value >>> (bits - 5)) & 31);
      bits -= 5;
    }
  }
  if (bits > 0) output += base32Alphabet.charAt((value << (5 - bits)) & 31);
  return output;
}

export function base32Decode(text: string): Buffer {
  const clean = text.replace(/[\s=-]/g, '').toUpperCase();
  const bytes: number[] = [];
  let bits = 0;
  let value = 0;
  for (const character of clean) {
    const index = base32Alphabet.indexOf(character);
    if (index < 0) throw new Error('not base32');
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

/** A new secret of 20 random bytes (160 bits, as RFC 4226 recommends). */
export function newTotpSecret(): Buffer {
  return randomBytes(20);
}

/** The step a moment falls in. */
export function totpStepOf(at: Date): number {
  return Math.floor(at.getTime() / 1000 / totpStepSeconds);
}

/** The code of one step (RFC 4226's dynamic truncation). */
export function totpCode(secret: Uint8Array, step: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const mac = createHmac('sha1', secret).update(counter).digest();
  const offset = (mac[mac.length - 1] ?? 0) & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/**
 * The step whose code this is, looking one step either side of now (a phone's
 * clock a little off, a code typed as it changed), or undefined.
 */
export function matchTotp(secret: Uint8Array, code: string, at: Date): number | undefined {
  const typed = code.replace(/\s/g, '');
  if (!/^\d{6}$/.test(typed)) return undefined;
  const now = totpStepOf(at);
  for (const step of [now, now - 1, now + 1]) {
    if (totpCode(secret, step) === typed) return step;
  }
  return undefined;
}

/** What an authenticator app reads from the QR code. */
export function otpauthUri(secret: Uint8Array, account: string, issuer: string): string {
  const label = encodeURIComponent(`${issuer}:${account}`);
  const query = new URLSearchParams({
    secret: base32Encode(secret),
    issuer,
    algorithm: 'SHA1',
    digits: String(digits),
    period: String(totpStepSeconds),
  });
  return `otpauth://totp/${label}?${query.toString()}`;
}
