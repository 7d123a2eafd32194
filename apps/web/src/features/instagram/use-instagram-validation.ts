import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  instagramOrderMessage,
  instagramPostFieldsSchema,
  instagramPostUrlMessage,
} from '@campus/contracts';
import { toInstagramFieldsInput, type InstagramFormValues } from './form-values';
import { useContractValidation, useTexts } from '../../lib/use-texts';

export type InstagramFieldLabels = Readonly<Record<keyof InstagramFormValues | 'file', string>>;

const instagramLabelKeys: InstagramFieldLabels = {
  post_url: 'form.postUrl',
  caption_en: 'form.captionEn',
  caption_tr: 'form.captionTr',
  display_order: 'form.displayOrder',
  is_active: 'form.isActive',
  file: 'form.image',
};

/** The labels of the post form's fields, also used to word their messages. */
export function useInstagramFieldLabels(): InstagramFieldLabels {
  return useTexts('instagram', instagramLabelKeys);
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
  return useContractValidation(
    instagramPostFieldsSchema,
    toInstagramFieldsInput,
    labels,
    useInstagramRuleMessages(),
  );
}
