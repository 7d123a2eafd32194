import { Center, Loader, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A loader in the middle of the page, announced to screen readers by its hidden text. */
export function CenteredLoader() {
  const { t } = useTranslation('shell');
  return (
    <Center mih="50vh" role="status" aria-live="polite">
      <Loader aria-hidden />
      <VisuallyHidden>{t('loading')}</VisuallyHidden>
    </Center>
  );
}
