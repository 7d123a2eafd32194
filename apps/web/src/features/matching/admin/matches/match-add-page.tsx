import { useMemo, useState } from 'react';
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
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { matchingLimits, type MatchPairPreview } from '@campus/contracts';
import { ErrorAlert } from '../../../../components/error-alert';
import { FormPageFrame } from '../../../../components/page-frames/form-page-frame';
import { useProblemFieldErrors } from '../../../../lib/form-validation';
import { ProblemError } from '../../../../lib/problem-error';
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

/** `/admin/matching/matches/add`: a proposed match by hand, with the pair's live score first. */
export function MatchAdminAddPage() {
  const { t, i18n } = useTranslation('matching-admin-matches');
  const { t: tCommon } = useTranslation('common');
  const navigate = useNavigate();
  const create = useCreateMatch();
  const matchProblem = useMatchProblem();
  const [roundId, setRoundId] = useState<string | undefined>(undefined);
  const [personA, setPersonA] = useState<ChosenPerson | null>(null);
  const [personB, setPersonB] = useState<ChosenPerson | null>(null);
  const [rationale, setRationale] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
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
  const clearError = (field: string) => {
    setErrors((current) => {
      if (!(field in current)) return current;
      const rest = { ...current };
      Reflect.deleteProperty(rest, field);
      return rest;
    });
  };
  const isDirty =
    roundId !== undefined ||
    personA !== null ||
    personB !== null ||
    rationale.trim() !== '' ||
    note.trim() !== '';

  function check(): Record<string, string> {
    const found: Record<string, string> = {};
    const required = (field: keyof typeof labels) =>
      tCommon('validation.required', { field: labels[field] });
    if (roundId === undefined) found.round_id = required('round_id');
    if (personA === null) found.user_a = required('user_a');
    if (personB === null) found.user_b = required('user_b');
    else if (personA !== null && personA.user_id === personB.user_id) {
      found.user_b = t('rules.samePerson');
    }
    return found;
  }

  function submit() {
    setFailure(null);
    const found = check();
    setErrors(found);
    if (
      Object.keys(found).length > 0 ||
      roundId === undefined ||
      personA === null ||
      personB === null
    ) {
      setFailure(tCommon('errors.checkForm'));
      return;
    }
    if (preview.data !== undefined && refusalsOf(preview.data).length > 0) {
      setFailure(t('problems.cannotMatch'));
      return;
    }
    create.mutate(
      {
        body: {
          round_id: roundId,
          user_a: personA.user_id,
          user_b: personB.user_id,
          rationale,
          note,
        },
      },
      {
        onSuccess: (match) => {
          notifications.show({ color: 'green', message: t('add.created') });
          void navigate(matchDetailPath(match.match_id), { state: leaveWithoutAsking });
        },
        onError: (error) => {
          setFailure(matchProblem(error));
          if (error instanceof ProblemError) setErrors(problemFieldErrors(error.problem.errors));
        },
      },
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
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
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
        error={errors.round_id}
        onChange={(next) => {
          setRoundId(next);
          setPersonA(null);
          setPersonB(null);
          clearError('round_id');
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
            setPersonA(person);
            clearError('user_a');
          }}
          error={errors.user_a ?? previewFieldErrors.user_a}
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
            setPersonB(person);
            clearError('user_b');
          }}
          error={errors.user_b ?? previewFieldErrors.user_b}
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
        value={rationale}
        error={errors.rationale}
        onChange={(event) => {
          setRationale(event.currentTarget.value);
        }}
      />
      <Textarea
        label={labels.note}
        description={t('fields.noteHint')}
        minRows={2}
        maxLength={matchingLimits.textMaxLength}
        value={note}
        error={errors.note}
        onChange={(event) => {
          setNote(event.currentTarget.value);
        }}
      />
    </FormPageFrame>
  );
}
