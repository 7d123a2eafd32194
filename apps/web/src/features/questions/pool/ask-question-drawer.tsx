import { useTranslation } from 'react-i18next';
import type { PoolGroup, PoolQuestion } from '@campus/contracts';
import { EditorDrawer } from '../../../components/editor-drawer';
import { AskQuestionForm } from './ask-question-form';

/** What the drawer works on: a question to edit, or null to ask one. */
export interface AskTarget {
  question: PoolQuestion | null;
  /** A new number for each opening, so every opening starts with a fresh form. */
  opening: number;
}

interface AskQuestionDrawerProps {
  target: AskTarget | null;
  groups: readonly PoolGroup[];
  initialGroupId: number | undefined;
  onClose: () => void;
  onSaved: (question: PoolQuestion) => void;
}

/** Asks or edits a question in a drawer that asks before unsaved changes are lost. */
export function AskQuestionDrawer({
  target,
  groups,
  initialGroupId,
  onClose,
  onSaved,
}: AskQuestionDrawerProps) {
  const { t } = useTranslation('questions');
  return (
    <EditorDrawer
      target={target}
      title={({ question }) =>
        question === null ? t('pool.form.askTitle') : t('pool.form.editTitle')
      }
      closeLabel={t('pool.form.close')}
      onClose={onClose}
    >
      {(shown, { setDirty, requestClose, close }) => (
        <AskQuestionForm
          key={shown.opening}
          groups={groups}
          question={shown.question}
          initialGroupId={initialGroupId}
          onDirtyChange={setDirty}
          onCancel={requestClose}
          onSaved={(question) => {
            close();
            onSaved(question);
          }}
        />
      )}
    </EditorDrawer>
  );
}
