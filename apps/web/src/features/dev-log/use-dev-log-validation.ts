import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { devLogWriteBodySchema } from '@campus/contracts';
import { useIssueMessage, validateWith } from '../../lib/form-validation';
import { toDevLogWriteInput, type DevLogFormValues } from './form-values';

export type DevLogFieldLabels = Readonly<Record<keyof DevLogFormValues, string>>;

/** The labels of the dev log form's fields, also used to word their messages. */
export function useDevLogFieldLabels(): DevLogFieldLabels {
  const { t } = useTranslation('dev-log');
  return useMemo(
    () => ({
      version: t('form.version'),
      kind: t('form.kind'),
      published_at: t('form.publishedAt'),
      title_en: t('form.titleEn'),
      title_tr: t('form.titleTr'),
      body_en: t('form.bodyEn'),
      body_tr: t('form.bodyTr'),
    }),
    [t],
  );
}

/** Checks the form with the contract (`devLogWriteBodySchema`), worded with the SPEC messages. */
export function useDevLogValidation(
  labels: DevLogFieldLabels,
): (values: DevLogFormValues) => Record<string, string> {
  const { t } = useTranslation('dev-log');
  const ruleMessages = useMemo(
    () => ({
      'version must look like 1.4.0': t('form.versionFormat'),
      'published_at must be a date and time': t('form.publishedAtFormat'),
    }),
    [t],
  );
  const issueMessage = useIssueMessage(ruleMessages);
  return useCallback(
    (values: DevLogFormValues) =>
      validateWith(devLogWriteBodySchema, toDevLogWriteInput(values), labels, issueMessage),
    [labels, issueMessage],
  );
}
