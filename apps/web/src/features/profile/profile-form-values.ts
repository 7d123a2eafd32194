import {
  accountLimits,
  profileUpdateBodySchema,
  type Locale,
  type Profile,
} from '@campus/contracts';

/** The body of `PUT profile/me` after the contract's trimming and defaults. */
export type ProfileUpdate = ReturnType<typeof profileUpdateBodySchema.parse>;

/** What the profile form edits, as its inputs hold it. */
export interface ProfileFormValues {
  user_first_name: string;
  user_last_name: string;
  department: string;
  /** NumberInput's value: a number, or '' while empty. */
  class_year: number | string;
  locale: Locale;
  bio: string;
}

export const bioMaxLength = accountLimits.bioMaxLength;

export function toFormValues(profile: Profile): ProfileFormValues {
  return {
    user_first_name: profile.user_first_name,
    user_last_name: profile.user_last_name,
    department: profile.department ?? '',
    class_year: profile.class_year ?? '',
    locale: profile.locale,
    bio: profile.bio,
  };
}

/** The `PUT profile/me` body the values stand for, before the contract checks it. */
export function toUpdateInput(values: ProfileFormValues): Record<keyof ProfileUpdate, unknown> {
  const department = values.department.trim();
  return {
    user_first_name: values.user_first_name,
    user_last_name: values.user_last_name,
    department: department === '' ? null : department,
    class_year:
      typeof values.class_year === 'number'
        ? values.class_year
        : values.class_year.trim() === ''
          ? null
          : Number(values.class_year),
    locale: values.locale,
    bio: values.bio,
  };
}

/** The body to send, or undefined when the values break a rule of the contract. */
export function toUpdate(values: ProfileFormValues): ProfileUpdate | undefined {
  const parsed = profileUpdateBodySchema.safeParse(toUpdateInput(values));
  return parsed.success ? parsed.data : undefined;
}
