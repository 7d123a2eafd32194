import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, matchTotp, otpauthUri, totpCode, totpStepOf } from './totp';

// RFC 6238, appendix B: the SHA-1 secret is the ASCII of "12345678901234567890";
// the RFC lists eight digits, of which a six-digit code is the last six.
const rfcSecret = Buffer.from('12345678901234567890', 'ascii');
const rfcVectors: [number, string][] = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

describe('totp', () => {
  it.each(rfcVectors)('gives the RFC 6238 code at %i seconds', (seconds, eightDigits) => {
    const step = totpStepOf(new Date(seconds * 1000));
    expect(totpCode(rfcSecret, step)).toBe(eightDigits.slice(2));
  });

  it('encodes base32 as RFC 4648 does, and back', () => {
    expect(base32Encode(Buffer.from('foobar'))).toBe('MZXW6YTBOI');
    expect(base32Encode(rfcSecret)).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    expect(base32Decode('mzxw 6ytb-oi').toString()).toBe('foobar');
    expect(() => base32Decode('not base 32!')).toThrow();
  });

  it('matches a code of the step before, now or after, and nothing else', () => {
    const at = new Date(1_111_111_111_000);
    const now = totpStepOf(at);
    expect(matchTotp(rfcSecret, totpCode(rfcSecret, now), at)).toBe(now);
    expect(matchTotp(rfcSecret, totpCode(rfcSecret, now - 1), at)).toBe(now - 1);
    expect(
      matchTotp(rfcSecret, ` ${totpCode(rfcSecret, now + 1).replace(/^(\d{3})/, '$1 ')}`, at),
    ).toBe(now + 1);
    expect(matchTotp(rfcSecret, totpCode(rfcSecret, now - 2), at)).toBeUndefined();
    expect(matchTotp(rfcSecret, totpCode(rfcSecret, now + 2), at)).toBeUndefined();
    expect(matchTotp(rfcSecret, '12345', at)).toBeUndefined();
    expect(matchTotp(rfcSecret, 'abcdef', at)).toBeUndefined();
  });

  it('writes the URI authenticator apps read', () => {
    expect(otpauthUri(rfcSecret, 'admin@campushub.test', 'CampusHub')).toBe(
      'otpauth://totp/CampusHub%3Aadmin%40campushub.test?secret=GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ&issuer=CampusHub&algorithm=SHA1&digits=6&period=30',
    );
  });
});
