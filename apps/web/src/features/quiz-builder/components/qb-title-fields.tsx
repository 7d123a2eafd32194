import { Textarea, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { qbLimits, qbQuizLimits } from '@campus/contracts';

/** The fields every quiz and bundle has: a title and a description in each language. */
export type QbTitleField = 'title_en' | 'title_tr' | 'description_en' | 'description_tr';

/**
 * The quiz or bundle form's title and description inputs, in each language
 * (put inside the form's grid, before its own fields).
 */
export function QbTitleFields({
  labels,
  inputProps,
  inputKey,
}: {
  labels: Readonly<Record<QbTitleField, string>>;
  /** The input props of each field, e.g. `(field) => form.getInputProps(field)`. */
  inputProps: (field: QbTitleField) => GetInputPropsReturnType;
  /** The input key of each field, e.g. `(field) => form.key(field)`. */
  inputKey: (field: QbTitleField) => string;
}) {
  return (
    <>
      {(['title_en', 'title_tr'] as const).map((field) => (
        <TextInput
          key={inputKey(field)}
          label={labels[field]}
          required
          maxLength={qbQuizLimits.titleMaxLength}
          {...inputProps(field)}
        />
      ))}
      {(['description_en', 'description_tr'] as const).map((field) => (
        <Textarea
          key={inputKey(field)}
          label={labels[field]}
          minRows={2}
          maxLength={qbLimits.descriptionMaxLength}
          {...inputProps(field)}
        />
      ))}
    </>
  );
}
