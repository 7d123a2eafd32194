import {
  createCipheriv,
  createDecipheriv,
  createHmac,
  hkdfSync,
  randomBytes,
  randomInt,
} from 'node:crypto';

/** The secrets of two-step sign-in at rest, and its recovery codes. */

const recoveryAlphabet = 'abcdefghjkmnpqrstuvwxyz23456789';

/** `abcde-fghij`: ten characters from an alphabet without look-alikes (about 49 bits). */
export function newRecoveryCode(): string {
  let code = '';
  for (let index = 0; index < 10; index += 1) {
    code += recoveryAlphabet.charAt(randomInt(recoveryAlphabet.length));
  }
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

/** A recovery code as it is compared: lower case, without spaces and dashes. */
const normalizeRecoveryCode = (code: string) => code.toLowerCase().replace(/[\s-]/g, '');

/** What is stored of a recovery code: a keyed hash of its normal form. */
export function hashRecoveryCode(secret: string, code: string): string {
  return createHmac('sha256', secret).update(normalizeRecoveryCode(code)).digest('base64url');
}

/**
 * Seals authenticator secrets with AES-256-GCM under a key derived from the
 * server's secret (`v1.iv.tag.body`, base64url), and opens them again.
 */
export function createSecretSeal(secret: string) {
  const sealKey = Buffer.from(hkdfSync('sha256', secret, '', 'campushub two-step secrets', 32));

  function seal(plain: Buffer): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', sealKey, iv);
    const body = Buffer.concat([cipher.update(plain), cipher.final()]);
    return ['v1', iv, cipher.getAuthTag(), body]
      .map((part) => part.toString('base64url'))
      .join('.');
  }

  function unseal(sealed: string): Buffer {
    const [version, iv, tag, body] = sealed.split('.');
    if (version !== 'v1' || iv === undefined || tag === undefined || body === undefined) {
      throw new Error('unknown sealed secret format');
    }
    const decipher = createDecipheriv('aes-256-gcm', sealKey, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]);
  }

  return { seal, unseal };
}
