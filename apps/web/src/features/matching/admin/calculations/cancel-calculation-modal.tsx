import { useTranslation } from 'react-i18next';
import { useCancelCalculation } from './api';
import { ConfirmDialog } from '../../../../components/confirm-dialog';

/** Asks before cancelling a queued or running calculation (its Worker is stopped). */
export function CancelCalculationModal({
  calculationId,
  opened,
  onClose,
  onCancelled,
}: {
  calculationId: string;
  opened: boolean;
  onClose: () => void;
  onCancelled: () => void;
}) {
  const { t } = useTranslation('matching-admin-calculations');
  const cancel = useCancelCalculation();
  return (
    <ConfirmDialog
      opened={opened}
      onClose={() => {
        cancel.reset();
        onClose();
      }}
      title={t('cancel.title')}
      body={t('cancel.body')}
      confirmLabel={t('cancel.confirm')}
      confirmColor="red"
      pending={cancel.isPending}
      error={cancel.error}
      onConfirm={() => {
        cancel.mutate({ params: { calculation_id: calculationId } }, { onSuccess: onCancelled });
      }}
    />
  );
}
