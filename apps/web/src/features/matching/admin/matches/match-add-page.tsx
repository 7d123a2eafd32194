import { useMemo } from 'react';
import {
  Alert,
  Anchor,
  Badge,
  Card,
  Group,
  List,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertTriangle, IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { matchingLimits, type MatchPairPreview } from '@campus/contracts';
import { ErrorAlert } from '../../../../components/error-alert';
import { FormPageFrame } from '../../../../components/page-frames/form-page-frame';
import { useProblemFieldErrors } from '../../../../lib/form-validation';
import { ProblemError } from '../../../../lib/problem-error';
import { useFormFailure } from '../../../../lib/use-form-failure';
import { leaveWithoutAsking } from '../../../../lib/use-leave-guard';
import { MatchingAdminNav } from '../matching-admin-nav';
import { RoundSelect } from '../round-select';
import { useCreateMatch, usePairPreview, usePersonMatches } from './api';
import { MatchExplanation, ScoreBar } from './match-explanation';
import {
  MatchStatusBadge,
  isOpenMatch,
  langOf,
  matchDetailPath,
  matchListPath,
  useMembersTitle,
} from './match-parts';
import { useMatchProblem } from './match-problems';
import { ParticipantSelect, type ChosenPerson } from '../participant-select';

/** Why the API would refuse the pair (its 409), read from the preview. */
function refusalsOf(preview: MatchPairPreview): string[] {
  return [
    ...(preview.blocked ? ['blocked'] : []),
    ...(preview.earlier_partners ? ['earlierPartners'] : []),
    ...(preview.existing_pair === 'forbidden' ? ['forbidden'] : []),
  ];
}

function PairPreviewCard({
  preview,
  a,
  b,
}: {
  preview: MatchPairPreview;
  a: ChosenPerson;
  b: ChosenPerson;
}) {
  const { t } = useTranslation('matching-admin-matches');
  const refusals = refusalsOf(preview);
  const notes = [
    ...(preview.failing_filters.length > 0
      ? [
          t('preview.failingFilters', {
            filters: preview.failing_filters.map((name) => t(`filterNames.${name}`)).join(', '),
          }),
        ]
      : []),
    ...(preview.passes_filter_questions ? [] : [t('preview.failsFilterQuestions')]),
    ...(preview.passes_mandatory_preferences ? [] : [t('preview.failsMandatory')]),
    ...(preview.existing_pair === 'forced' ? [t('preview.existingForced')] : []),
  ];
  return (
    <Stack gap="md">
      {preview.score === null ? (
        <Text size="sm" fw={500}>
          {t('preview.notComparable')}
        </Text>
      ) : (
        <ScoreBar percent={Math.round(preview.score / 100)} label={t('preview.score')} />
      )}
      {preview.satisfaction_ab === null || preview.satisfaction_ba === null ? null : (
        <Text size="sm" c="dimmed">
          {t('preview.satisfaction', {
            a: a.alias,
            b: b.alias,
            ab: Math.round(preview.satisfaction_ab / 100),
            ba: Math.round(preview.satisfaction_ba / 100),
          })}
        </Text>
      )}
      {refusals.length === 0 ? null : (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertTriangle size={20} aria-hidden />}
          title={t('preview.refusedTitle')}
        >
          <List size="sm">
            {refusals.map((reason) => (
              <List.Item key={reason}>{t(`preview.refusals.${reason}`)}</List.Item>
            ))}
          </List>
        </Alert>
      )}
      {notes.length === 0 ? null : (
        <Alert color="yellow" variant="light" icon={<IconInfoCircle size={20} aria-hidden />}>
          <List size="sm">
            {notes.map((note) => (
              <List.Item key={note}>{note}</List.Item>
            ))}
          </List>
        </Alert>
      )}
      <MatchExplanation explanation={preview.explanation} nameA={a.alias} nameB={b.alias} />
    </Stack>
  );
}

/** A person's open matches in the round: a second one is allowed (top-k rounds) but worth a look. */
function OpenMatchesNotice({ roundId, person }: { roundId: string; person: ChosenPerson }) {
  const { t } = useTranslation('matching-admin-matches');
  const membersTitle = useMembersTitle();
  const matches = usePersonMatches(roundId, person.user_id);
  const open = (matches.data?.items ?? []).filter((match) => isOpenMatch(match.status));
  if (open.length === 0) return null;
  return (
    <Alert color="yellow" variant="light" icon={<IconInfoCircle size={20} aria-hidden />}>
      <Stack gap={4}>
        <Text size="sm">{t('add.alreadyMatched', { name: person.alias, count: open.length })}</Text>
        {open.map((match) => (
          <Group key={match.match_id} gap="xs">
            <Anchor component={Link} to={matchDetailPath(match.match_id)} size="sm">
              {membersTitle(match)}
            </Anchor>
            <MatchStatusBadge status={match.status} />
          </Group>
        ))}
      </Stack>
    </Alert>
  );
}

interface AddValues {
  round_id: string | null;
  user_a: ChosenPerson | null;
  user_b: ChosenPerson | null;
  rationale: string;
  note: string;
}

const emptyValues: AddValues = {
  round_id: null,
  user_a: null,
  user_b: null,
  rationale: '',
  note: '',
};

/** `/admin/matching/matches/add`: a proposed match by hand, with the pair's live score first. */
export function MatchAdminAddPage() {
  const { t, i18n } = useTranslation('matching-admin-matches');
  const { t: tCommon } = useTranslation('common');
  const navigate = useNavigate();
  const create = useCreateMatch();
  const matchProblem = useMatchProblem();
  const labels = useMemo(
    () => ({
      round_id: t('fields.round'),
      user_a: t('fields.personA'),
      user_b: t('fields.personB'),
      rationale: t('fields.rationale'),
      note: t('fields.note'),
    }),
    [t],
  );
  const rules = useMemo(
    () => ({ same_person: t('rules.samePerson'), not_in_round: t('rules.notInRound') }),
    [t],
  );
  const problemFieldErrors = useProblemFieldErrors(labels, rules);
  const form = useForm<AddValues>({
    mode: 'controlled',
    initialValues: emptyValues,
    // Only the round and the people lose their error when changed, as the API's stay in view.
    clearInputErrorOnChange: false,
    validate: (values) => {
      const found: Record<string, string> = {};
      const required = (field: keyof typeof labels) =>
        tCommon('validation.required', { field: labels[field] });
      if (values.round_id === null) found.round_id = required('round_id');
      if (values.user_a === null) found.user_a = required('user_a');
      if (values.user_b === null) found.user_b = required('user_b');
      else if (values.user_a !== null && values.user_a.user_id === values.user_b.user_id) {
        found.user_b = t('rules.samePerson');
      }
      return found;
    },
  });
  const { failure, setFailure, handleSubmit, saveCallbacks } = useFormFailure(
    form,
    problemFieldErrors,
    matchProblem,
  );
  const { round_id: chosenRound, user_a: personA, user_b: personB, ...texts } = form.getValues();
  const roundId = chosenRound ?? undefined;
  const errorOf = (field: string) => {
    const error = form.errors[field];
    return typeof error === 'string' ? error : undefined;
  };
  const lang = langOf(i18n.language);
  const pair =
    roundId !== undefined &&
    personA !== null &&
    personB !== null &&
    personA.user_id !== personB.user_id
      ? { round_id: roundId, user_a: personA.user_id, user_b: personB.user_id, lang }
      : undefined;
  const preview = usePairPreview(pair);
  const previewFieldErrors =
    preview.error instanceof ProblemError ? problemFieldErrors(preview.error.problem.errors) : {};
  const isDirty =
    roundId !== undefined ||
    personA !== null ||
    personB !== null ||
    texts.rationale.trim() !== '' ||
    texts.note.trim() !== '';

  function submit({ round_id, user_a, user_b, rationale, note }: AddValues) {
    if (round_id === null || user_a === null || user_b === null) return;
    if (preview.data !== undefined && refusalsOf(preview.data).length > 0) {
      setFailure(t('problems.cannotMatch'));
      return;
    }
    create.mutate(
      { body: { round_id, user_a: user_a.user_id, user_b: user_b.user_id, rationale, note } },
      saveCallbacks(t('add.created'), (match) => {
        void navigate(matchDetailPath(match.match_id), { state: leaveWithoutAsking });
      }),
    );
  }

  return (
    <FormPageFrame
      header={<MatchingAdminNav />}
      title={t('add.title')}
      backTo={matchListPath}
      backLabel={t('backToList')}
      isNew
      isDirty={isDirty}
      pending={create.isPending}
      submitLabel={t('add.submit')}
      onSubmit={handleSubmit(submit)}
      onCancel={() => {
        void navigate(matchListPath);
      }}
      failure={failure}
      notice={<Text c="dimmed">{t('add.lead')}</Text>}
    >
      <RoundSelect
        label={labels.round_id}
        required
        value={roundId}
        error={errorOf('round_id')}
        onChange={(next) => {
          form.setValues({ round_id: next ?? null, user_a: null, user_b: null });
          form.clearFieldError('round_id');
        }}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <ParticipantSelect
          label={labels.user_a}
          roundId={roundId}
          activeOnly
          required
          disabled={roundId === undefined}
          description={roundId === undefined ? t('add.roundFirst') : undefined}
          exclude={personB?.user_id}
          value={personA?.user_id ?? null}
          valueLabel={personA?.label}
          onChange={(person) => {
            form.setFieldValue('user_a', person);
            form.clearFieldError('user_a');
          }}
          error={errorOf('user_a') ?? previewFieldErrors.user_a}
        />
        <ParticipantSelect
          label={labels.user_b}
          roundId={roundId}
          activeOnly
          required
          disabled={roundId === undefined}
          description={roundId === undefined ? t('add.roundFirst') : undefined}
          exclude={personA?.user_id}
          value={personB?.user_id ?? null}
          valueLabel={personB?.label}
          onChange={(person) => {
            form.setFieldValue('user_b', person);
            form.clearFieldError('user_b');
          }}
          error={errorOf('user_b') ?? previewFieldErrors.user_b}
        />
      </SimpleGrid>
      {roundId === undefined ? null : (
        <>
          {personA === null ? null : <OpenMatchesNotice roundId={roundId} person={personA} />}
          {personB === null ? null : <OpenMatchesNotice roundId={roundId} person={personB} />}
        </>
      )}
      {pair === undefined || personA === null || personB === null ? null : (
        <Card withBorder radius="md" padding="md" component="section" aria-labelledby="preview">
          <Stack gap="sm">
            <Group justify="space-between" gap="xs">
              <Title order={2} size="h4" id="preview">
                {t('preview.title')}
              </Title>
              <Badge variant="light" color="gray">
                {t('preview.live')}
              </Badge>
            </Group>
            {preview.data !== undefined ? (
              <PairPreviewCard preview={preview.data} a={personA} b={personB} />
            ) : preview.isError ? (
              <ErrorAlert>{matchProblem(preview.error)}</ErrorAlert>
            ) : (
              <Stack gap="xs" role="status" aria-live="polite">
                <Text size="sm" c="dimmed">
                  {t('preview.loading')}
                </Text>
                <Skeleton height={16} />
                <Skeleton height={60} />
              </Stack>
            )}
          </Stack>
        </Card>
      )}
      <Textarea
        label={labels.rationale}
        description={t('fields.rationaleHint')}
        minRows={2}
        maxLength={matchingLimits.reasonMaxLength}
        value={texts.rationale}
        error={errorOf('rationale')}
        onChange={(event) => {
          form.setFieldValue('rationale', event.currentTarget.value);
        }}
      />
      <Textarea
        label={labels.note}
        description={t('fields.noteHint')}
        minRows={2}
        maxLength={matchingLimits.textMaxLength}
        value={texts.note}
        error={errorOf('note')}
        onChange={(event) => {
          form.setFieldValue('note', event.currentTarget.value);
        }}
      />
    </FormPageFrame>
  );
}
