import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ContactStatus } from '@campus/contracts';

export function ContactStatusBadge({ status }: { status: ContactStatus }) {
  const { t } = useTranslation('contact');
  return (
    <Badge variant="light" color={status === 'new' ? 'blue' : 'green'}>
      {t(`statuses.${status}`)}
    </Badge>
  );
}
