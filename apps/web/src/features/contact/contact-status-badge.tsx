import { useTranslation } from 'react-i18next';
import type { ContactStatus } from '@campus/contracts';
import { StatusBadge } from '../../components/status-badge';

export function ContactStatusBadge({ status }: { status: ContactStatus }) {
  const { t } = useTranslation('contact');
  return (
    <StatusBadge
      status={status}
      label={t(`statuses.${status}`)}
      color={status === 'handled' ? 'green' : undefined}
    />
  );
}
