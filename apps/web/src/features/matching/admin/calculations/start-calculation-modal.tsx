import { Modal, Select, SimpleGrid, Switch, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  matchCalculationStartBodySchema,
  matchingLimits,
  matchModes,
  type MatchCalculation,
  type MatchCalculationStartBody,
  type MatchRoundAdmin,
} from '@campus/contracts';
import { ValidatedForm } from '../../../../components/validated-form';
import { useIssueMessage, validateWith } from '../../../../lib/form-validation';
import { useFormFailure } from '../../../../lib/use-form-failure';
import { useRoundTitle } from '../../round-title';
import { useStartCalculation } from './api';
import { useFormatScore } from './round-panel';
import { WholeNumberInput } from '../../../../components/whole-number-input';

interface StartFormValues {
  /** 'round' keeps the round's own mode, k and minimum score. */
  mode: 'round' | (typeof matchModes)[number];
  k: number | string;
  /** '' keeps the round's minimum score. */
  min_score: number | string;
  candidates_per_person: number | string;
  transform: 'linear' | 'sqrt';
  maximize_matched: boolean;
  priority_bonus: number | string;
}

const initialValues: StartFormValues = {
  mode: 'round',
  k: '',
  min_score: '',
  candidates_per_person: 20,
  transform: 'linear',
  maximize_matched: false,
  priority_bonus: 0,
};

const numberOf = (value: number | string) => (typeof value === 'number' ? value : Number(value));

function toStartBody(roundId: string, values: StartFormValues): MatchCalculationStartBody {
  return {
    round_id: roundId,
    ...(values.mode === 'round' ? {} : { mode: values.mode }),
    ...(values.mode === 'top_k' && values.k !== '' ? { k: numberOf(values.k) } : {}),
    ...(values.min_score === '' ? {} : { min_score: numberOf(values.min_score) }),
    candidates_per_person: numberOf(values.candidates_per_person),
    transform: values.transform,
    maximize_matched: values.maximize_matched,
    priority_bonus: numberOf(values.priority_bonus),
  };
}

interface StartCalculationModalProps {
  round: MatchRoundAdmin;
  opened: boolean;
  onClose: () => void;
  onStarted: (calculation: MatchCalculation) => void;
}

/** "New calculation": the run's parameters (the round's rules by default); a running one is a 409. */
export function StartCalculationModal({
  round,
  opened,
  onClose,
  onStarted,
}: StartCalculationModalProps) {
  const { t } = useTranslation('matching-admin-calculations');
  const { t: tCommon } = useTranslation('common');
  const roundTitle = useRoundTitle();
  const formatScore = useFormatScore();
  const start = useStartCalculation();
  const labels = {
    mode: t('start.fields.mode'),
    k: t('start.fields.k'),
    min_score: t('start.fields.min_score'),
    candidates_per_person: t('start.fields.candidates_per_person'),
    transform: t('start.fields.transform'),
    maximize_matched: t('start.fields.maximize_matched'),
    priority_bonus: t('start.fields.priority_bonus'),
  };
  const issueMessage = useIssueMessage();
  const form = useForm<StartFormValues>({
    initialValues,
    validate: (values) => {
      const errors = validateWith(
        matchCalculationStartBodySchema,
        toStartBody(round.round_id, values),
        labels,
        issueMessage,
      );
      if (values.candidates_per_person === '')
        errors.candidates_per_person = tCommon('validation.required', {
          field: labels.candidates_per_person,
        });
      if (values.priority_bonus === '')
        errors.priority_bonus = tCommon('validation.required', { field: labels.priority_bonus });
      return errors;
    },
  });
  // A 409 (a calculation of the round is queued or running) is said by its reason.
  const { failure, setFailure, handleSubmit, saveCallbacks } = useFormFailure(form);

  function close() {
    if (start.isPending) return;
    start.reset();
    setFailure(null);
    form.reset();
    onClose();
  }

  function submit(values: StartFormValues) {
    start.mutate(
      { body: toStartBody(round.round_id, values) },
      saveCallbacks(t('start.started'), (calculation: MatchCalculation) => {
        form.reset();
        onStarted(calculation);
      }),
    );
  }

  const roundMode =
    round.mode === 'top_k' ? t('modes.topKWith', { k: round.k }) : t(`modes.${round.mode}`);
  const mode = form.values.mode;
  return (
    <Modal opened={opened} onClose={close} title={t('start.title')} size="lg" centered>
      <ValidatedForm
        label={t('start.title')}
        onSubmit={handleSubmit(submit)}
        note={<Text size="sm">{t('start.lead', { round: roundTitle(round) })}</Text>}
        failure={failure}
        actions={{
          isNew: true,
          isDirty: false,
          pending: start.isPending,
          onCancel: close,
          submitLabel: t('start.submit'),
          newIcon: IconPlayerPlay,
        }}
      >
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <Select
            label={labels.mode}
            allowDeselect={false}
            data={[
              { value: 'round', label: t('start.roundMode', { mode: roundMode }) },
              ...matchModes.map((value) => ({ value, label: t(`modes.${value}`) })),
            ]}
            {...form.getInputProps('mode')}
          />
          {mode === 'top_k' ? (
            <WholeNumberInput
              label={labels.k}
              placeholder={String(round.mode === 'top_k' ? round.k : 1)}
              min={1}
              max={matchingLimits.maxK}
              {...form.getInputProps('k')}
            />
          ) : null}
          <WholeNumberInput
            label={labels.min_score}
            description={t('start.minScoreHint', { score: formatScore(round.min_score) })}
            placeholder={String(round.min_score)}
            min={0}
            max={matchingLimits.maxScore}
            {...form.getInputProps('min_score')}
          />
          <WholeNumberInput
            label={labels.candidates_per_person}
            description={t('start.candidatesHint')}
            min={1}
            max={matchingLimits.maxCandidatesPerPerson}
            required
            {...form.getInputProps('candidates_per_person')}
          />
          <Select
            label={labels.transform}
            allowDeselect={false}
            data={[
              { value: 'linear', label: t('start.transforms.linear') },
              { value: 'sqrt', label: t('start.transforms.sqrt') },
            ]}
            {...form.getInputProps('transform')}
          />
          <WholeNumberInput
            label={labels.priority_bonus}
            description={t('start.priorityHint')}
            min={0}
            max={matchingLimits.maxScore}
            required
            {...form.getInputProps('priority_bonus')}
          />
        </SimpleGrid>
        <Switch
          label={labels.maximize_matched}
          description={t('start.maximizeHint')}
          {...form.getInputProps('maximize_matched', { type: 'checkbox' })}
        />
      </ValidatedForm>
    </Modal>
  );
}
