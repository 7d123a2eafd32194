import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { Stack, Text, Textarea, type MantineColor } from '@mantine/core';
import type { TablerIcon } from '@tabler/icons-react';
import {
  useIssueMessage,
  validateWith,
  type FieldIssue,
  type SafeParser,
} from '../lib/form-validation';
import { DialogButtons, DialogFailure, DialogFrame, type DialogProps } from './confirm-dialog';

export interface NoteDialogProps extends DialogProps {
  /** What the action does and to what; a sentence is set as text, anything else as it is. */
  body?: ReactNode;
  noteLabel: string;
  /** Who reads the note, or why it is asked for. */
  noteHint?: string;
  /** "12 / 1000": the characters written so far, said after the hint. */
  counter?: (length: number) => string;
  /** The request body's schema, which checks the note as the API will. */
  schema: SafeParser<unknown>;
  /** The note's field in that body. */
  field?: string;
  maxLength: number;
  /** False when the action may go without a note. */
  required?: boolean;
  /** The sentence for a missing note, when the feature words it its own way. */
  requiredMessage?: string;
  submitLabel: string;
  /** The submit button's colour: red for a refusal; the theme's own when left out. */
  submitColor?: MantineColor;
  submitIcon?: TablerIcon;
  /** Runs the action with the trimmed note, once the schema accepts it. */
  onSubmit: (note: string) => void;
}

/**
 * Asks for the note of an action (a rejection's reason, a report), checks it
 * with the feature's schema in the interface language, then runs the action.
 * The note takes the focus; it starts empty each time the dialog opens.
 */
export function NoteDialog({
  body,
  noteLabel,
  noteHint,
  counter,
  schema,
  field = 'note',
  maxLength,
  required = true,
  requiredMessage,
  submitLabel,
  submitColor,
  submitIcon,
  onSubmit,
  error,
  describeError,
  cancelLabel,
  ...frame
}: NoteDialogProps) {
  const issueMessage = useIssueMessage();
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | null>(null);
  const [wasOpened, setWasOpened] = useState(frame.opened);
  if (frame.opened !== wasOpened) {
    setWasOpened(frame.opened);
    if (frame.opened) {
      setNote('');
      setNoteError(null);
    }
  }
  const labels = useMemo(() => ({ [field]: noteLabel }), [field, noteLabel]);
  const message = useCallback(
    (issue: FieldIssue) =>
      issue.isMissing && requiredMessage !== undefined ? requiredMessage : issueMessage(issue),
    [issueMessage, requiredMessage],
  );

  function submit() {
    const errors = validateWith(schema, { [field]: note }, labels, message);
    const problem = errors[field];
    setNoteError(problem ?? null);
    if (problem === undefined) onSubmit(note.trim());
  }

  return (
    <DialogFrame {...frame}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="md">
          {typeof body === 'string' ? (
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {body}
            </Text>
          ) : (
            body
          )}
          <DialogFailure error={error} describeError={describeError} />
          <Textarea
            label={noteLabel}
            description={
              counter === undefined ? (
                noteHint
              ) : (
                <>
                  {noteHint === undefined ? null : `${noteHint} `}
                  <Text span size="xs" c="dimmed" aria-live="polite">
                    {counter(note.length)}
                  </Text>
                </>
              )
            }
            required={required}
            data-autofocus
            rows={4}
            resize="vertical"
            maxLength={maxLength}
            value={note}
            error={noteError}
            onChange={(event) => {
              setNote(event.currentTarget.value);
              if (noteError !== null) setNoteError(null);
            }}
          />
          <DialogButtons
            label={submitLabel}
            color={submitColor}
            icon={submitIcon}
            cancelLabel={cancelLabel}
            pending={frame.pending}
            focusCancel={false}
            onCancel={frame.onClose}
          />
        </Stack>
      </form>
    </DialogFrame>
  );
}
