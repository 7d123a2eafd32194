import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import type { AccessTokens } from '../../platform/access-tokens';
import type { AuthUser } from '../../platform/auth';
import { sessions, users, type SessionRow, type UserRow } from './accounts.tables';

/** PRODUCT.md: a refresh token lives 30 days with remember-me, else 12 hours. */
export const sessionLifetimeMs = {
  remembered: 30 * 24 * 60 * 60 * 1000,
  plain: 12 * 60 * 60 * 1000,
};
/** The previous refresh token still works this long after a rotation (two tabs refreshing at once). */
export const rotationGraceMs = 10_000;

export interface IssuedTokens {
  access_token: string;
  refresh_token: string;
  token_type: 'bearer';
  expires_in: number;
}

export type RefreshOutcome =
  | { kind: 'refreshed'; tokens: IssuedTokens; userId: string }
  | { kind: 'invalid' }
  | { kind: 'reused'; userId: string; sessionId: string };

interface ParsedRefreshToken {
  sessionId: string;
  generation: number;
  mac: string;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function parseRefreshToken(token: string): ParsedRefreshToken | undefined {
  const [sessionId, generationText, mac, ...rest] = token.split('.');
  if (
    rest.length > 0 ||
    sessionId === undefined ||
    generationText === undefined ||
    mac === undefined
  )
    return undefined;
  if (!uuidPattern.test(sessionId) || !/^\d{1,9}$/.test(generationText) || !/^[\w-]{43}$/.test(mac))
    return undefined;
  return { sessionId, generation: Number(generationText), mac };
}

/**
 * Ends every open session of a person (all but `except`, the session asking),
 * in the caller's transaction: a password change, a role change, two-step
 * sign-in turned on or reset.
 */
export async function revokeSessionsOf(
  executor: Executor,
  userId: string,
  reason: string,
  options: { except?: string; at?: Date } = {},
): Promise<void> {
  await executor
    .update(sessions)
    .set({ revoked_at: options.at ?? new Date(), revoke_reason: reason })
    .where(
      and(
        eq(sessions.user_id, userId),
        isNull(sessions.revoked_at),
        options.except === undefined ? undefined : ne(sessions.session_id, options.except),
      ),
    );
}

/**
 * Sessions and their tokens. A refresh token is `<session>.<generation>.<mac>`
 * where the MAC binds both to a per-session salt with the server's secret:
 * the database alone cannot mint one. Each refresh moves the generation on;
 * presenting an older generation (outside the short grace) is reuse, and
 * ends the session.
 */
export function createSessions(
  db: Executor,
  accessTokens: AccessTokens,
  secret: string,
  now: () => Date = () => new Date(),
) {
  const macFor = (sessionId: string, generation: number, salt: string) =>
    createHmac('sha256', secret)
      .update(`${sessionId}.${String(generation)}.${salt}`)
      .digest('base64url');
  const refreshTokenFor = (session: Pick<SessionRow, 'session_id' | 'salt'>, generation: number) =>
    `${session.session_id}.${String(generation)}.${macFor(session.session_id, generation, session.salt)}`;

  async function tokensFor(
    session: SessionRow,
    user: Pick<UserRow, 'user_id' | 'user_role'>,
    generation: number,
  ): Promise<IssuedTokens> {
    return {
      access_token: await accessTokens.sign({
        userId: user.user_id,
        sessionId: session.session_id,
        role: user.user_role,
      }),
      refresh_token: refreshTokenFor(session, generation),
      token_type: 'bearer',
      expires_in: 15 * 60,
    };
  }

  async function revoke(sessionId: string, reason: string): Promise<void> {
    await db
      .update(sessions)
      .set({ revoked_at: now(), revoke_reason: reason })
      .where(and(eq(sessions.session_id, sessionId), isNull(sessions.revoked_at)));
  }

  async function refresh(token: string): Promise<RefreshOutcome> {
    const parsed = parseRefreshToken(token);
    if (parsed === undefined) return { kind: 'invalid' };
    const rows = await db
      .select({ session: sessions, user: users })
      .from(sessions)
      .innerJoin(users, eq(users.user_id, sessions.user_id))
      .where(eq(sessions.session_id, parsed.sessionId));
    const found = rows[0];
    if (found === undefined) return { kind: 'invalid' };
    const { session, user } = found;
    const expected = Buffer.from(macFor(session.session_id, parsed.generation, session.salt));
    const given = Buffer.from(parsed.mac);
    if (expected.length !== given.length || !timingSafeEqual(expected, given))
      return { kind: 'invalid' };
    if (session.revoked_at !== null || session.expires_at <= now() || user.status !== 'active') {
      return { kind: 'invalid' };
    }

    if (parsed.generation === session.generation) {
      // Only one of two simultaneous refreshes moves the generation on; the other sees the grace case below.
      const moved = await db
        .update(sessions)
        .set({ generation: session.generation + 1, rotated_at: now(), last_used_at: now() })
        .where(
          and(
            eq(sessions.session_id, session.session_id),
            eq(sessions.generation, session.generation),
          ),
        )
        .returning();
      const rotated = moved[0];
      if (rotated !== undefined) {
        return {
          kind: 'refreshed',
          tokens: await tokensFor(rotated, user, rotated.generation),
          userId: user.user_id,
        };
      }
      return refresh(token);
    }
    const isPrevious = parsed.generation === session.generation - 1;
    if (isPrevious && now().getTime() - session.rotated_at.getTime() <= rotationGraceMs) {
      return {
        kind: 'refreshed',
        tokens: await tokensFor(session, user, session.generation),
        userId: user.user_id,
      };
    }
    await revoke(session.session_id, 'refresh_token_reused');
    return { kind: 'reused', userId: user.user_id, sessionId: session.session_id };
  }

  return {
    refresh,
    revoke,

    /** Starts a session for a person who has just proved who they are. */
    async start(
      user: Pick<UserRow, 'user_id' | 'user_role'>,
      rememberMe: boolean,
    ): Promise<IssuedTokens> {
      const lifetime = rememberMe ? sessionLifetimeMs.remembered : sessionLifetimeMs.plain;
      const rows = await db
        .insert(sessions)
        .values({
          user_id: user.user_id,
          salt: randomBytes(24).toString('base64url'),
          remember_me: rememberMe,
          expires_at: new Date(now().getTime() + lifetime),
          rotated_at: now(),
          last_used_at: now(),
        })
        .returning();
      const session = rows[0];
      if (session === undefined) throw new Error('insert into sessions returned nothing');
      await db.update(users).set({ last_login_at: now() }).where(eq(users.user_id, user.user_id));
      return tokensFor(session, user, 0);
    },

    /** Ends every session of a person (password change or reset, role change, deactivation). */
    async revokeAllOfUser(userId: string, reason: string): Promise<void> {
      await revokeSessionsOf(db, userId, reason, { at: now() });
    },

    async findRememberMe(sessionId: string): Promise<boolean> {
      const rows = await db
        .select({ remember_me: sessions.remember_me })
        .from(sessions)
        .where(eq(sessions.session_id, sessionId));
      return rows[0]?.remember_me ?? false;
    },

    /**
     * The person behind an access token, as the database says now: the
     * session must be open and the account active. One indexed lookup.
     */
    async authenticate(token: string): Promise<AuthUser | null> {
      const claims = await accessTokens.verify(token);
      if (claims === null) return null;
      const rows = await db
        .select({
          user_id: users.user_id,
          user_role: users.user_role,
          user_email: users.user_email,
        })
        .from(sessions)
        .innerJoin(users, eq(users.user_id, sessions.user_id))
        .where(
          and(
            eq(sessions.session_id, claims.sessionId),
            eq(sessions.user_id, claims.userId),
            isNull(sessions.revoked_at),
            sql`${sessions.expires_at} > ${now()}`,
            eq(users.status, 'active'),
          ),
        );
      const row = rows[0];
      if (row === undefined) return null;
      return {
        userId: row.user_id,
        sessionId: claims.sessionId,
        role: row.user_role,
        email: row.user_email,
      };
    },
  };
}

export type Sessions = ReturnType<typeof createSessions>;
