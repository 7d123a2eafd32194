import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  instagramOrderMessage,
  instagramPostFieldsSchema,
  instagramPostUrlMessage,
} from '@campus/contracts';
import { useIssueMessage, validateWith } from '../../lib/form-validation';
import { toInstagramFieldsInput, type InstagramFormValues } from './form-values';

export type InstagramFieldLabels = Readonly<Record<keyof InstagramFormValues | 'file', string>>;

/** The labels of the post form's fields, also used to word their messages. */
export function useInstagramFieldLabels(): InstagramFieldLabels {
  const { t } = useTranslation('instagram');
  return useMemo(
    () => ({
      post_url: t('form.postUrl'),
      caption_en: t('form.captionEn'),
      caption_tr: t('form.captionTr'),
      display_order: t('form.displayOrder'),
      is_active: t('form.isActive'),
      file: t('form.image'),
    }),
    [t],
  );
}

/** The contract's and the API's own sentences, in the interface language. */
export function useInstagramRuleMessages(): Readonly<Record<string, string>> {
  const { t } = useTranslation('instagram');
  return useMemo(
    () => ({
      [instagramPostUrlMessage]: t('form.postUrlFormat'),
      [instagramOrderMessage]: t('form.displayOrderRange'),
      'This Instagram post is already featured': t('form.alreadyFeatured'),
      'file must be a PNG, JPG or WebP image': t('form.imageWrongType'),
      'The image is too large; the limit is 2 MB': t('form.imageTooLarge', { size: 2 }),
    }),
    [t],
  );
}

/** Checks the form with the contract (`instagramPostFieldsSchema`), worded with the SPEC messages. */
export function useInstagramValidation(
  labels: InstagramFieldLabels,
): (values: InstagramFormValues) => Record<string, string> {
  const ruleMessages = useInstagramRuleMessages();
  const issueMessage = useIssueMessage(ruleMessages);
  return useCallback(
    (values: InstagramFormValues) =>
      validateWith(instagramPostFieldsSchema, toInstagramFieldsInput(values), labels, issueMessage),
    [labels, issueMessage],
  );
}
