import { useTranslation } from 'react-i18next';
import type { Alarm } from '@campus/contracts';
import { EditorDrawer } from '../../../components/editor-drawer';
import { AlarmForm } from './alarm-form';

/** What the drawer works on: an alarm to change, or null to set one. */
export interface AlarmEditorTarget {
  alarm: Alarm | null;
  /** A new number for each opening, so every opening starts with a fresh form. */
  opening: number;
}

/** Sets or changes an alarm in a drawer that asks before unsaved changes are lost. */
export function AlarmEditorDrawer({
  target,
  onClose,
}: {
  target: AlarmEditorTarget | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('alarms');
  return (
    <EditorDrawer
      target={target}
      title={({ alarm }) => (alarm === null ? t('form.addTitle') : t('form.editTitle'))}
      closeLabel={t('form.close')}
      onClose={onClose}
    >
      {(shown, { formProps }) => (
        <AlarmForm key={shown.opening} alarm={shown.alarm} {...formProps} />
      )}
    </EditorDrawer>
  );
}
