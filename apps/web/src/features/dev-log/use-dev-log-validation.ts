import { devLogWriteBodySchema } from '@campus/contracts';
import { useContractValidation, useTexts } from '../../lib/use-texts';
import { toDevLogWriteInput, type DevLogFormValues } from './form-values';

export type DevLogFieldLabels = Readonly<Record<keyof DevLogFormValues, string>>;

const labelKeys: DevLogFieldLabels = {
  version: 'form.version',
  kind: 'form.kind',
  published_at: 'form.publishedAt',
  title_en: 'form.titleEn',
  title_tr: 'form.titleTr',
  body_en: 'form.bodyEn',
  body_tr: 'form.bodyTr',
};

const ruleMessageKeys = {
  'version must look like 1.4.0': 'form.versionFormat',
  'published_at must be a date and time': 'form.publishedAtFormat',
};

/** The labels of the dev log form's fields, also used to word their messages. */
export function useDevLogFieldLabels(): DevLogFieldLabels {
  return useTexts('dev-log', labelKeys);
}

/** Checks the form with the contract (`devLogWriteBodySchema`), worded with the SPEC messages. */
export function useDevLogValidation(
  labels: DevLogFieldLabels,
): (values: DevLogFormValues) => Record<string, string> {
  const ruleMessages = useTexts('dev-log', ruleMessageKeys);
  return useContractValidation(devLogWriteBodySchema, toDevLogWriteInput, labels, ruleMessages);
}
