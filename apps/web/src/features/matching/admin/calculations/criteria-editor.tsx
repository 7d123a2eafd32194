import {
  ActionIcon,
  Card,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { matchCriterionModes, type MatchCriterion } from '@campus/contracts';
import {
  nextCriterionKey,
  type QuestionChoiceGroup,
  type RoundFormValues,
} from './round-form-values';
import { AddButton } from '../../../../components/add-button';
import { WholeNumberInput } from '../../../../components/whole-number-input';

interface CriteriaEditorProps {
  form: UseFormReturnType<RoundFormValues>;
  /** The bundle's questions, or null when they cannot be listed (the id is typed then). */
  questions: QuestionChoiceGroup[] | null;
  /** Short text questions: scored never, filters never. */
  shortTextIds: ReadonlySet<string>;
  loadingQuestions: boolean;
}

/** The round's criteria: which questions of the bundle are scored, how and with what weight. */
export function CriteriaEditor({
  form,
  questions,
  shortTextIds,
  loadingQuestions,
}: CriteriaEditorProps) {
  const { t } = useTranslation('matching-admin-calculations');
  const criteria = form.values.criteria;
  const known = new Set(questions?.flatMap((group) => group.items.map((item) => item.value)));
  const unknownIds = criteria
    .map((criterion) => criterion.question_id)
    .filter((id) => id !== '' && !known.has(id));
  const data =
    questions === null
      ? []
      : unknownIds.length === 0
        ? questions
        : [
            ...questions,
            {
              group: t('criteria.otherQuestions'),
              items: unknownIds.map((id) => ({ value: id, label: id })),
            },
          ];
  const modeOptions = (questionId: string) =>
    matchCriterionModes.map((mode) => ({
      value: mode,
      label: t(`criteria.modes.${mode}`),
      disabled: mode === 'filter' && shortTextIds.has(questionId),
    }));

  return (
    <Stack gap="sm" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
      <Title order={3} size="h5" component="legend">
        {t('criteria.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('criteria.hint')}
      </Text>
      {typeof form.errors.criteria === 'string' ? (
        <Text size="sm" c="red" role="alert">
          {form.errors.criteria}
        </Text>
      ) : null}
      {criteria.length === 0 ? (
        <Text size="sm" fs="italic">
          {t('criteria.none')}
        </Text>
      ) : null}
      {criteria.map((criterion, index) => {
        const number = index + 1;
        return (
          <Card key={criterion.key} withBorder padding="sm" radius="md">
            <Stack gap="xs">
              <Group justify="space-between" gap="xs">
                <Text fw={600} size="sm">
                  {t('criteria.row', { number })}
                </Text>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('criteria.remove', { number })}
                  onClick={() => {
                    form.removeListItem('criteria', index);
                  }}
                >
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              </Group>
              {questions === null ? (
                <TextInput
                  label={t('criteria.questionId')}
                  description={
                    loadingQuestions ? t('criteria.loadingQuestions') : t('criteria.byId')
                  }
                  required
                  {...form.getInputProps(`criteria.${String(index)}.question_id`)}
                />
              ) : (
                <Select
                  label={t('criteria.question')}
                  placeholder={t('criteria.chooseQuestion')}
                  searchable
                  required
                  nothingFoundMessage={t('criteria.noQuestion')}
                  data={data}
                  {...form.getInputProps(`criteria.${String(index)}.question_id`)}
                  onChange={(value: string | null) => {
                    const questionId = value ?? '';
                    form.replaceListItem('criteria', index, {
                      ...criterion,
                      question_id: questionId,
                      // A short text question cannot be a filter.
                      mode:
                        shortTextIds.has(questionId) && criterion.mode === 'filter'
                          ? 'similar'
                          : criterion.mode,
                    });
                  }}
                />
              )}
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
                <Select<MatchCriterion['mode']>
                  label={t('criteria.mode')}
                  allowDeselect={false}
                  data={modeOptions(criterion.question_id)}
                  {...form.getInputProps(`criteria.${String(index)}.mode`)}
                />
                <WholeNumberInput
                  label={t('criteria.weight')}
                  placeholder={t('criteria.weightDefault')}
                  min={0}
                  max={10}
                  disabled={criterion.mode === 'filter'}
                  {...form.getInputProps(`criteria.${String(index)}.weight`)}
                />
              </SimpleGrid>
              <Text size="xs" c="dimmed">
                {t(`criteria.modeHints.${criterion.mode}`)}
              </Text>
            </Stack>
          </Card>
        );
      })}
      <Group>
        <AddButton
          label={t('criteria.add')}
          variant="light"
          onClick={() => {
            form.insertListItem('criteria', {
              key: nextCriterionKey(),
              question_id: '',
              mode: 'similar',
              weight: '',
            });
          }}
        />
      </Group>
    </Stack>
  );
}
