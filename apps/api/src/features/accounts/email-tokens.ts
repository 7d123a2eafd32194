import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { emailTokens, type PendingCredentials } from './accounts.tables';

export type EmailTokenPurpose = 'verify_email' | 'reset_password' | 'delete_account';

/** How long each kind of link works (PRODUCT.md): verification 24 h, reset and deletion 1 h. */
export const emailTokenLifetimeMs: Record<EmailTokenPurpose, number> = {
  verify_email: 24 * 60 * 60 * 1000,
  reset_password: 60 * 60 * 1000,
  delete_account: 60 * 60 * 1000,
};

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** One-time links: random, kept only as a hash, single-use, expiring. */
export function createEmailTokens(db: Executor, now: () => Date = () => new Date()) {
  /**
   * Uses a token once: answers its user and the credentials it carries, or
   * undefined when it is unknown, used, expired or of another purpose. One
   * UPDATE, so two uses at once cannot both succeed.
   */
  async function consumeWithCredentials(
    token: string,
    purpose: EmailTokenPurpose,
  ): Promise<{ user_id: string; credentials: PendingCredentials | null } | undefined> {
    const rows = await db
      .update(emailTokens)
      .set({ used_at: now() })
      .where(
        and(
          eq(emailTokens.token_hash, hashToken(token)),
          eq(emailTokens.purpose, purpose),
          isNull(emailTokens.used_at),
          gt(emailTokens.expires_at, now()),
        ),
      )
      .returning({ user_id: emailTokens.user_id, credentials: emailTokens.credentials });
    return rows[0];
  }

  return {
    /** Issues a token and answers it in plain text, for the link in the mail. */
    async issue(
      userId: string,
      purpose: EmailTokenPurpose,
      options: { lifetimeMs?: number; credentials?: PendingCredentials } = {},
    ): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      const lifetimeMs = options.lifetimeMs ?? emailTokenLifetimeMs[purpose];
      await db.insert(emailTokens).values({
        user_id: userId,
        purpose,
        token_hash: hashToken(token),
        credentials: options.credentials ?? null,
        expires_at: new Date(now().getTime() + lifetimeMs),
      });
      return token;
    },

    /** Uses a token once: answers its user (see consumeWithCredentials). */
    async consume(token: string, purpose: EmailTokenPurpose): Promise<string | undefined> {
      return (await consumeWithCredentials(token, purpose))?.user_id;
    },

    consumeWithCredentials,

    /** Makes every open token of a purpose useless, e.g. older reset links after a reset. */
    async revokeAll(userId: string, purpose: EmailTokenPurpose): Promise<void> {
      await db
        .update(emailTokens)
        .set({ used_at: now() })
        .where(
          and(
            eq(emailTokens.user_id, userId),
            eq(emailTokens.purpose, purpose),
            isNull(emailTokens.used_at),
          ),
        );
    },
  };
}

export type EmailTokens = ReturnType<typeof createEmailTokens>;
