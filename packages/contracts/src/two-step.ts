import { z } from 'zod';
import { loginResponseSchema } from './accounts';
import { trimmedText } from './schema-parts';

/**
 * Two-step sign-in for admins and moderators (OWASP ASVS 4.3.1): a code from
 * an authenticator app (TOTP, RFC 6238: six digits, 30 seconds) after the
 * password, or one of ten single-use recovery codes.
 */
export const twoStepLimits = {
  /** Digits of an authenticator code. */
  codeDigits: 6,
  /** Recovery codes issued at once; each works one time. */
  recoveryCodes: 10,
  /** Minutes a sign-in waits for its code before the password must be given again. */
  challengeMinutes: 10,
} as const;

/** Six digits from the app, or a recovery code (`abcde-fghij`); spaces and dashes are ignored. */
export const twoStepCodeSchema = trimmedText(6, 24);

/**
 * What a sign-in answers instead of a session when a second step is needed:
 * `verify` asks for a code; `setup` (two-step sign-in is required for staff
 * and this account has none yet) asks to set it up first.
 */
export const twoStepChallengeSchema = z.object({
  two_step: z.enum(['verify', 'setup']),
  /** Proves the password was right; good for `twoStepLimits.challengeMinutes`. */
  challenge_token: z.string(),
  expires_in: z.number().int(),
});
export type TwoStepChallenge = z.infer<typeof twoStepChallengeSchema>;

/** The answer of a sign-in (password, graduate or Google): a session, or the second step. */
export const signInAnswerSchema = z.union([loginResponseSchema, twoStepChallengeSchema]);
export type SignInAnswer = z.infer<typeof signInAnswerSchema>;

export function isTwoStepChallenge(answer: SignInAnswer): answer is TwoStepChallenge {
  return 'challenge_token' in answer;
}

/** `POST /reception/two-step/verify`. */
export const twoStepVerifyBodySchema = z.object({
  challenge_token: z.string().min(1).max(2000),
  code: twoStepCodeSchema,
});

/** `POST /reception/two-step/setup`. */
export const twoStepChallengeBodySchema = z.object({
  challenge_token: z.string().min(1).max(2000),
});

/** A new secret to put in an authenticator app: as a QR code (the URI) or typed (the key). */
export const twoStepSetupSchema = z.object({
  /** Base32, in groups of four for typing. */
  secret: z.string(),
  /** `otpauth://totp/…`, what the QR code holds. */
  otpauth_uri: z.string(),
});
export type TwoStepSetup = z.infer<typeof twoStepSetupSchema>;

/** `POST /profile/two-step/confirm` and the other calls that need a current code. */
export const twoStepCodeBodySchema = z.object({ code: twoStepCodeSchema });

/** Recovery codes, shown once. */
export const recoveryCodesSchema = z.object({
  recovery_codes: z.array(z.string()),
});
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

/** `POST /reception/two-step/setup/confirm`: the session, and the new recovery codes. */
export const twoStepSetupSignInSchema = loginResponseSchema.extend(recoveryCodesSchema.shape);
export type TwoStepSetupSignIn = z.infer<typeof twoStepSetupSignInSchema>;

/** `GET /profile/two-step`. */
export const twoStepStatusSchema = z.object({
  /** Whether this account may use it (admins and moderators). */
  available: z.boolean(),
  enabled: z.boolean(),
  enabled_at: z.iso.datetime({ offset: true }).nullable(),
  recovery_codes_left: z.number().int(),
  /** An admin setting requires it of every admin and moderator; it cannot be turned off then. */
  required: z.boolean(),
});
export type TwoStepStatus = z.infer<typeof twoStepStatusSchema>;
