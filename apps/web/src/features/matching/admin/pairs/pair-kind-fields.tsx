import { useMemo } from 'react';
import { Radio, Stack, Textarea } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { matchingLimits } from '@campus/contracts';

export const manualPairKinds = ['forced', 'forbidden'] as const;
export type ManualPairKind = (typeof manualPairKinds)[number];

/** The part of a pair form this component fills in. */
export interface PairKindValues {
  kind: ManualPairKind;
  rationale: string;
}

/** The rule messages of a pair's problems (by the API's rule names), in the reader's language. */
export function usePairRuleMessages(): Readonly<Record<string, string>> {
  const { t } = useTranslation('matching-admin-pairs');
  return useMemo(
    () => ({
      rationale_required: t('form.rationaleRequired'),
      same_person: t('form.samePerson'),
      not_in_round: t('form.notInRound'),
    }),
    [t],
  );
}

/** The client's own rule: a forced pair needs the rationale both people will see. */
export function rationaleError(values: PairKindValues, message: string): string | undefined {
  return values.kind === 'forced' && values.rationale.trim() === '' ? message : undefined;
}

type InputProps = ReturnType<UseFormReturnType<PairKindValues>['getInputProps']>;

/** Forced (with a rationale both people see) or forbidden, and the rationale. */
export function PairKindFields({
  kind,
  kindProps,
  rationaleProps,
}: {
  kind: ManualPairKind;
  kindProps: InputProps;
  rationaleProps: InputProps;
}) {
  const { t } = useTranslation('matching-admin-pairs');
  return (
    <>
      <Radio.Group label={t('fields.kind')} required {...kindProps}>
        <Stack gap="sm" mt="xs">
          {manualPairKinds.map((value) => (
            <Radio
              key={value}
              value={value}
              label={t(`kinds.${value}`)}
              description={t(`form.kindHints.${value}`)}
            />
          ))}
        </Stack>
      </Radio.Group>
      <Textarea
        label={t('fields.rationale')}
        description={
          kind === 'forced' ? t('form.rationaleHintForced') : t('form.rationaleHintForbidden')
        }
        required={kind === 'forced'}
        minRows={3}
        maxLength={matchingLimits.reasonMaxLength}
        {...rationaleProps}
      />
    </>
  );
}
