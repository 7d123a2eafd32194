import { describe, expect, it } from 'vitest';
import { createSecretSeal, hashRecoveryCode, newRecoveryCode } from './two-step-crypto';

describe('two-step secrets at rest', () => {
  it('opens what it sealed, and a sealed secret differs each time', () => {
    const { seal, unseal } = createSecretSeal('the server secret');
    const plain = Buffer.from('authenticator secret');
    const first = seal(plain);
    expect(first).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(seal(plain)).not.toBe(first);
    expect(unseal(first).equals(plain)).toBe(true);
  });

  it('refuses a secret sealed under another key, changed, or of an unknown format', () => {
    const sealed = createSecretSeal('one secret').seal(Buffer.from('authenticator secret'));
    const { unseal } = createSecretSeal('another secret');
    expect(() => unseal(sealed)).toThrow();
    const own = createSecretSeal('one secret');
    const [version, iv, tag, body = ''] = sealed.split('.');
    const changed = [version, iv, tag, `${body.slice(0, -2)}AA`].join('.');
    expect(() => own.unseal(changed)).toThrow();
    expect(() => own.unseal('v2.a.b.c')).toThrow('unknown sealed secret format');
  });
});

describe('recovery codes', () => {
  it('are ten characters without look-alikes, in two groups', () => {
    for (let index = 0; index < 20; index += 1) {
      expect(newRecoveryCode()).toMatch(/^[a-hjkmnp-z2-9]{5}-[a-hjkmnp-z2-9]{5}$/);
    }
  });

  it('hash the same however they are typed, and differently under another secret', () => {
    const hash = hashRecoveryCode('secret', 'abcde-fghjk');
    expect(hashRecoveryCode('secret', ' ABCDE FGHJK')).toBe(hash);
    expect(hashRecoveryCode('secret', 'abcdefghjk')).toBe(hash);
    expect(hashRecoveryCode('other secret', 'abcde-fghjk')).not.toBe(hash);
  });
});
