import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { oidcStates } from './accounts.tables';

/** The secrets of one Google sign-in in progress, bound to its `state`. */
export interface OidcStateSecrets {
  nonce: string;
  codeVerifier: string;
}

export function createGoogleRepository(db: Executor) {
  return {
    async insertState(state: string, secrets: OidcStateSecrets): Promise<void> {
      await db
        .insert(oidcStates)
        .values({ state, nonce: secrets.nonce, code_verifier: secrets.codeVerifier });
    },

    /**
     * A sign-in may take 10 minutes between the URL and the callback.
     * Marks a state used and answers its secrets, in one statement, so that
     * two callbacks with the same state cannot both succeed. Unknown, used
     * and expired states answer undefined.
     */
    async takeState(state: string): Promise<OidcStateSecrets | undefined> {
      const rows = await db
        .update(oidcStates)
        .set({ used_at: sql`now()` })
        .where(
          and(
            eq(oidcStates.state, state),
            isNull(oidcStates.used_at),
            gt(oidcStates.created_at, sql`now() - interval '10 minutes'`),
          ),
        )
        .returning({ nonce: oidcStates.nonce, codeVerifier: oidcStates.code_verifier });
      return rows[0];
    },

    /** Forgets sign-ins started more than a day ago, used or not. */
    async deleteStatesOlderThanADay(): Promise<void> {
      await db.delete(oidcStates).where(lt(oidcStates.created_at, sql`now() - interval '1 day'`));
    },
  };
}

export type GoogleRepository = ReturnType<typeof createGoogleRepository>;
