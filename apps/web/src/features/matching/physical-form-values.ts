import type { MatchPhysical, MatchPhysicalInput } from '@campus/contracts';

/** The physical record form's values: numbers empty as '' until typed. */
export interface PhysicalFormValues {
  birth_year: number | string;
  gender: string | null;
  genders_sought: string[];
  age_min: number | string;
  age_max: number | string;
  height_cm: number | string;
  height_min: number | string;
  height_max: number | string;
  campus: string;
  same_campus_only: boolean;
  department: string;
  class_year: string | null;
  languages: string[];
  meeting_mode: string;
  availability: string[];
  visible_fields: string[];
}

const blankNumber = (value: number | null) => (value === null ? '' : value);

export function toPhysicalFormValues(physical: MatchPhysical | null): PhysicalFormValues {
  return {
    birth_year: physical?.birth_year ?? '',
    gender: physical?.gender ?? null,
    genders_sought: physical?.genders_sought ?? [],
    age_min: blankNumber(physical?.age_min ?? null),
    age_max: blankNumber(physical?.age_max ?? null),
    height_cm: blankNumber(physical?.height_cm ?? null),
    height_min: blankNumber(physical?.height_min ?? null),
    height_max: blankNumber(physical?.height_max ?? null),
    campus: physical?.campus ?? '',
    same_campus_only: physical?.same_campus_only ?? false,
    department: physical?.department ?? '',
    class_year:
      physical?.class_year === null || physical === null ? null : String(physical.class_year),
    languages: physical?.languages ?? [],
    meeting_mode: physical?.meeting_mode ?? 'either',
    availability: physical?.availability ?? [],
    visible_fields: physical?.visible_fields ?? [],
  };
}

const numberOrNull = (value: number | string) =>
  value === '' ? null : typeof value === 'number' ? value : Number(value);

/** The body of `PUT /matches/physical`; the schema checks the enumerations. */
export function toPhysicalBody(values: PhysicalFormValues): MatchPhysicalInput {
  return {
    birth_year: numberOrNull(values.birth_year) as number,
    gender: values.gender as MatchPhysicalInput['gender'],
    genders_sought: values.genders_sought as MatchPhysicalInput['genders_sought'],
    age_min: numberOrNull(values.age_min),
    age_max: numberOrNull(values.age_max),
    height_cm: numberOrNull(values.height_cm),
    height_min: numberOrNull(values.height_min),
    height_max: numberOrNull(values.height_max),
    campus: values.campus.trim() === '' ? null : values.campus.trim(),
    same_campus_only: values.same_campus_only,
    department: values.department.trim() === '' ? null : values.department.trim(),
    class_year: values.class_year === null ? null : Number(values.class_year),
    languages: values.languages as MatchPhysicalInput['languages'],
    meeting_mode: values.meeting_mode as MatchPhysicalInput['meeting_mode'],
    availability: values.availability as MatchPhysicalInput['availability'],
    visible_fields: values.visible_fields as MatchPhysicalInput['visible_fields'],
  };
}
