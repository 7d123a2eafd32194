import { userIdParamsSchema } from './accounts';
import { defineEndpoints } from './endpoint';
import {
  recoveryCodesSchema,
  signInAnswerSchema,
  twoStepChallengeBodySchema,
  twoStepCodeBodySchema,
  twoStepSetupSchema,
  twoStepSetupSignInSchema,
  twoStepStatusSchema,
  twoStepVerifyBodySchema,
} from './two-step';

/**
 * Two-step sign-in (admins and moderators): the second step of a sign-in
 * (`/reception/two-step/*`, with the challenge a sign-in answered), one's own
 * setting (`/profile/two-step*`), and an admin's reset for a lost phone.
 */
export const twoStepEndpoints = defineEndpoints('two-step', {
  verify: {
    method: 'POST',
    path: '/reception/two-step/verify',
    access: 'public',
    summary: 'Finish a sign-in with a code from the authenticator app or a recovery code',
    body: twoStepVerifyBodySchema,
    response: signInAnswerSchema,
    problems: [401, 403],
    openInMaintenance: true,
  },
  startSetupAtSignIn: {
    method: 'POST',
    path: '/reception/two-step/setup',
    access: 'public',
    summary:
      'A new authenticator secret for a sign-in that must set up two-step sign-in first (staff, when required)',
    body: twoStepChallengeBodySchema,
    response: twoStepSetupSchema,
    problems: [401, 403],
    openInMaintenance: true,
  },
  confirmSetupAtSignIn: {
    method: 'POST',
    path: '/reception/two-step/setup/confirm',
    access: 'public',
    summary:
      'Confirm the new secret with its first code: two-step sign-in is on, the session starts, and the recovery codes are shown once',
    body: twoStepVerifyBodySchema,
    response: twoStepSetupSignInSchema,
    problems: [401, 403],
    openInMaintenance: true,
  },
  getStatus: {
    method: 'GET',
    path: '/profile/two-step',
    access: 'signed-in',
    summary: 'Whether two-step sign-in is available, on and required for the signed-in person',
    response: twoStepStatusSchema,
  },
  startSetup: {
    method: 'POST',
    path: '/profile/two-step/setup',
    access: 'moderator',
    summary: 'A new authenticator secret to confirm (admins and moderators)',
    response: twoStepSetupSchema,
    problems: [409],
  },
  confirmSetup: {
    method: 'POST',
    path: '/profile/two-step/confirm',
    access: 'moderator',
    summary:
      'Turn two-step sign-in on with the first code of the new secret; other sessions end; the recovery codes are shown once',
    body: twoStepCodeBodySchema,
    response: recoveryCodesSchema,
    problems: [409],
  },
  renewRecoveryCodes: {
    method: 'POST',
    path: '/profile/two-step/recovery-codes',
    access: 'moderator',
    summary: 'New recovery codes (the old ones stop working), with a current code',
    body: twoStepCodeBodySchema,
    response: recoveryCodesSchema,
    problems: [409],
  },
  turnOff: {
    method: 'DELETE',
    path: '/profile/two-step',
    access: 'moderator',
    summary: 'Turn two-step sign-in off with a current code (not while it is required)',
    body: twoStepCodeBodySchema,
    status: 204,
    response: 'empty',
    problems: [409],
  },
  resetForUser: {
    method: 'DELETE',
    path: '/admin/users/:user_id/two-step',
    access: 'admin',
    summary:
      'Turn off the two-step sign-in of a person who lost their phone and codes; their sessions end (audited)',
    params: userIdParamsSchema,
    status: 204,
    response: 'empty',
    problems: [404],
  },
});
