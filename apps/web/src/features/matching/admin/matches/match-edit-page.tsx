import { useMemo } from 'react';
import { Alert, Text, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { z } from 'zod';
import { matchEditBodySchema, matchingLimits, type MatchAdminDetail } from '@campus/contracts';
import {
  useIssueMessage,
  useProblemFieldErrors,
  validateWith,
} from '../../../../lib/form-validation';
import { useFormFailure } from '../../../../lib/use-form-failure';
import { AdminEditFrame, AdminEditPage, useBackToRecord } from '../edit-frames';
import { useAdminMatch, useUpdateMatch } from './api';
import {
  isOpenMatch,
  langOf,
  matchDetailPath,
  matchListPath,
  useMembersTitle,
} from './match-parts';
import { useMatchProblem } from './match-problems';

interface EditValues {
  /** The browser's `datetime-local` text. */
  respond_by: string;
  rationale: string;
  note: string;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** An instant as `YYYY-MM-DDTHH:mm` in the browser's time zone. */
function toLocalInput(iso: string): string {
  const date = new Date(iso);
  return `${String(date.getFullYear())}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(
    date.getHours(),
  )}:${pad(date.getMinutes())}`;
}

/** A `datetime-local` text as an ISO instant; the text itself when it is not a date. */
function toIso(local: string): string {
  const date = new Date(local);
  return local.trim() === '' || Number.isNaN(date.getTime()) ? local : date.toISOString();
}

const bodyOf = (values: EditValues) => ({
  respond_by: toIso(values.respond_by),
  rationale: values.rationale,
  note: values.note,
});

function EditMatchForm({ match }: { match: MatchAdminDetail }) {
  const { t } = useTranslation('matching-admin-matches');
  const { t: tCommon } = useTranslation('common');
  const update = useUpdateMatch();
  const matchProblem = useMatchProblem();
  const membersTitle = useMembersTitle();
  const labels = useMemo(
    () => ({
      respond_by: t('fields.respondBy'),
      rationale: t('fields.rationale'),
      note: t('fields.note'),
    }),
    [t],
  );
  const issueMessage = useIssueMessage();
  const problemFieldErrors = useProblemFieldErrors(labels);
  const open = isOpenMatch(match.status);
  const detailPath = matchDetailPath(match.match_id);
  const form = useForm<EditValues>({
    mode: 'controlled',
    initialValues: {
      respond_by: toLocalInput(match.respond_by),
      rationale: match.rationale ?? '',
      note: match.note ?? '',
    },
    validate: (values) => {
      const errors = validateWith(matchEditBodySchema, bodyOf(values), labels, issueMessage);
      if (values.respond_by.trim() === '') {
        errors.respond_by = tCommon('validation.required', { field: labels.respond_by });
      } else if (errors.respond_by !== undefined) {
        errors.respond_by = t('rules.respondBy');
      }
      return errors;
    },
  });
  const { failure, handleSubmit, saveCallbacks } = useFormFailure(
    form,
    problemFieldErrors,
    matchProblem,
  );
  const backToRecord = useBackToRecord(form, detailPath);

  function save(values: EditValues) {
    update.mutate(
      { params: { match_id: match.match_id }, body: bodyOf(values) },
      saveCallbacks(t('edit.saved'), backToRecord),
    );
  }

  return (
    <AdminEditFrame
      title={t('edit.titleOf', { pair: membersTitle(match) })}
      detailPath={detailPath}
      backLabel={t('backToMatch')}
      isDirty={form.isDirty()}
      pending={update.isPending}
      onSubmit={handleSubmit(save)}
      failure={failure}
      notice={
        open ? (
          <Text c="dimmed">{t('edit.lead')}</Text>
        ) : (
          <Alert color="yellow" variant="light" icon={<IconInfoCircle size={20} aria-hidden />}>
            {t('problems.closed', { status: t(`statuses.${match.status}`) })}
          </Alert>
        )
      }
    >
      <TextInput
        type="datetime-local"
        label={labels.respond_by}
        description={t('fields.respondByHint')}
        required
        disabled={!open}
        key={form.key('respond_by')}
        {...form.getInputProps('respond_by')}
      />
      <Textarea
        label={labels.rationale}
        description={t('fields.rationaleHint')}
        minRows={2}
        maxLength={matchingLimits.reasonMaxLength}
        disabled={!open}
        key={form.key('rationale')}
        {...form.getInputProps('rationale')}
      />
      <Textarea
        label={labels.note}
        description={t('fields.noteHint')}
        minRows={2}
        maxLength={matchingLimits.textMaxLength}
        disabled={!open}
        key={form.key('note')}
        {...form.getInputProps('note')}
      />
    </AdminEditFrame>
  );
}

const matchIdSchema = z.uuid();

/** `/admin/matching/matches/:match_id/edit`: the deadline, the rationale both people see, the admins' note. */
export function MatchAdminEditPage() {
  const { t, i18n } = useTranslation('matching-admin-matches');
  const parsed = matchIdSchema.safeParse(useParams().match_id);
  const matchId = parsed.success ? parsed.data : undefined;
  return (
    <AdminEditPage
      id={matchId}
      query={useAdminMatch(matchId, langOf(i18n.language))}
      idOf={(match) => match.match_id}
      listPath={matchListPath}
      detailPath={matchDetailPath}
      texts={{ title: t('edit.title'), listLabel: t('backToList'), detailLabel: t('backToMatch') }}
    >
      {(match) => <EditMatchForm key={match.updated_at} match={match} />}
    </AdminEditPage>
  );
}
