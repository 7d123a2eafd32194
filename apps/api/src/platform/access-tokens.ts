import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import type { UserRole } from '@campus/contracts';

/** SPEC/PRODUCT: access tokens live 15 minutes. */
export const accessTokenLifetimeSeconds = 15 * 60;

export interface AccessClaims {
  userId: string;
  sessionId: string;
  role: UserRole;
}

const audience = 'campushub';

/** Signs and verifies the short-lived access tokens (JWT, HS256). */
export function createAccessTokens(
  secret: string,
  issuer: string,
  now: () => Date = () => new Date(),
) {
  const key = new TextEncoder().encode(secret);
  return {
    async sign(claims: AccessClaims): Promise<string> {
      const issuedAt = Math.floor(now().getTime() / 1000);
      return new SignJWT({ sid: claims.sessionId, role: claims.role })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(claims.userId)
        .setIssuer(issuer)
        .setAudience(audience)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + accessTokenLifetimeSeconds)
        .sign(key);
    },

    /** The claims of a valid token, or null for anything expired, forged or malformed. */
    async verify(token: string): Promise<AccessClaims | null> {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer,
          audience,
          currentDate: now(),
        });
        const { sub, sid, role } = payload;
        if (typeof sub !== 'string' || typeof sid !== 'string' || typeof role !== 'string')
          return null;
        return { userId: sub, sessionId: sid, role: role as UserRole };
      } catch (error) {
        if (error instanceof joseErrors.JOSEError) return null;
        throw error;
      }
    },
  };
}

export type AccessTokens = ReturnType<typeof createAccessTokens>;
