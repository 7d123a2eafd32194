import { useState, type SyntheticEvent } from 'react';
import {
  ActionIcon,
  Button,
  Group,
  Paper,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { duplicateOptionLabel, voteLimits } from '@campus/contracts';
import { ErrorAlert } from '../../components/error-alert';
import { useErrorMessage } from '../../lib/use-error-message';
import { useMyVotes, useProposeQuestion } from './api';
import { ProposalsList } from './components/proposals-list';
import { LoadingState } from '../../components/loading-state';
import { QueryState } from '../../components/query-state';
import { PageFrame } from '../../components/page-frames/page-frame';

interface FormErrors {
  title?: string;
  description?: string;
  options: Record<number, string>;
  list?: string;
}

let nextRowKey = 0;
function newRow(label = ''): { key: number; label: string } {
  nextRowKey += 1;
  return { key: nextRowKey, label };
}

/**
 * `/vote/question/add`: propose a question with 2 to 10 options (a moderator
 * publishes it), and the person's own proposals with their status.
 */
export function ProposeQuestionPage() {
  const { t } = useTranslation('votes');
  const errorMessage = useErrorMessage();
  const propose = useProposeQuestion();
  const mine = useMyVotes({ page: 1, page_size: 25 });
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [rows, setRows] = useState(() => [newRow(), newRow()]);
  const [errors, setErrors] = useState<FormErrors>({ options: {} });
  const [failure, setFailure] = useState<string | null>(null);

  function validate(): FormErrors {
    const found: FormErrors = { options: {} };
    const trimmedTitle = title.trim();
    if (trimmedTitle === '') found.title = t('form.errors.titleRequired');
    else if (
      trimmedTitle.length < voteLimits.titleMinLength ||
      trimmedTitle.length > voteLimits.titleMaxLength
    ) {
      found.title = t('form.errors.titleLength', {
        min: voteLimits.titleMinLength,
        max: voteLimits.titleMaxLength,
      });
    }
    if (description.trim().length > voteLimits.descriptionMaxLength) {
      found.description = t('form.errors.descriptionLength', {
        max: voteLimits.descriptionMaxLength,
      });
    }
    rows.forEach((row, index) => {
      const label = row.label.trim();
      if (label === '') found.options[index] = t('form.errors.optionRequired');
      else if (label.length > voteLimits.optionMaxLength) {
        found.options[index] = t('form.errors.optionLength', { max: voteLimits.optionMaxLength });
      }
    });
    const duplicate = duplicateOptionLabel(
      rows.map((row) => row.label).filter((label) => label.trim() !== ''),
    );
    if (duplicate !== undefined) found.list = t('form.errors.duplicate', { label: duplicate });
    return found;
  }

  async function onSubmit(event: SyntheticEvent) {
    event.preventDefault();
    setFailure(null);
    const found = validate();
    setErrors(found);
    const invalid =
      found.title !== undefined ||
      found.description !== undefined ||
      found.list !== undefined ||
      Object.keys(found.options).length > 0;
    if (invalid) return;
    try {
      await propose.mutateAsync({
        body: {
          title,
          description: description.trim() === '' ? undefined : description,
          options: rows.map((row) => row.label),
        },
      });
      setTitle('');
      setDescription('');
      setRows([newRow(), newRow()]);
      notifications.show({ color: 'green', message: t('form.sent') });
    } catch (error) {
      setFailure(errorMessage(error));
    }
  }

  return (
    <PageFrame
      title={t('form.title')}
      lead={t('form.lead')}
      actions={
        <Button component={Link} to="/admin/vote/all" variant="subtle">
          {t('form.seeResults')}
        </Button>
      }
    >
      <Stack gap="xl">
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
          <form noValidate onSubmit={(event) => void onSubmit(event)} aria-label={t('form.title')}>
            <Stack gap="md">
              {failure === null ? null : <ErrorAlert>{failure}</ErrorAlert>}
              <TextInput
                label={t('form.questionLabel')}
                description={t('form.questionHint', {
                  min: voteLimits.titleMinLength,
                  max: voteLimits.titleMaxLength,
                })}
                required
                value={title}
                error={errors.title}
                onChange={(event) => {
                  setTitle(event.currentTarget.value);
                }}
              />
              <Textarea
                label={t('form.descriptionLabel')}
                description={t('form.descriptionHint', { max: voteLimits.descriptionMaxLength })}
                rows={2}
                resize="vertical"
                value={description}
                error={errors.description}
                onChange={(event) => {
                  setDescription(event.currentTarget.value);
                }}
              />
              <Stack gap="xs" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
                <Text component="legend" fw={500} size="sm">
                  {t('form.optionsLabel', {
                    min: voteLimits.minOptions,
                    max: voteLimits.maxOptions,
                  })}
                </Text>
                {rows.map((row, index) => (
                  <Group key={row.key} gap="xs" align="flex-start" wrap="nowrap">
                    <TextInput
                      style={{ flex: 1 }}
                      aria-label={t('form.optionLabel', { number: index + 1 })}
                      placeholder={t('form.optionPlaceholder', { number: index + 1 })}
                      value={row.label}
                      error={errors.options[index]}
                      onChange={(event) => {
                        const label = event.currentTarget.value;
                        setRows((current) =>
                          current.map((item) => (item.key === row.key ? { ...item, label } : item)),
                        );
                      }}
                    />
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      size="lg"
                      disabled={rows.length <= voteLimits.minOptions}
                      aria-label={t('form.removeOption', { number: index + 1 })}
                      onClick={() => {
                        setRows((current) => current.filter((item) => item.key !== row.key));
                        setErrors((current) => ({ ...current, options: {} }));
                      }}
                    >
                      <IconTrash size={18} aria-hidden />
                    </ActionIcon>
                  </Group>
                ))}
                {errors.list === undefined ? null : (
                  <Text size="sm" c="red" role="alert">
                    {errors.list}
                  </Text>
                )}
                <Group>
                  <Button
                    variant="default"
                    size="xs"
                    leftSection={<IconPlus size={14} aria-hidden />}
                    disabled={rows.length >= voteLimits.maxOptions}
                    onClick={() => {
                      setRows((current) => [...current, newRow()]);
                    }}
                  >
                    {t('form.addOption')}
                  </Button>
                  {rows.length >= voteLimits.maxOptions ? (
                    <Text size="xs" c="dimmed">
                      {t('form.maxReached', { max: voteLimits.maxOptions })}
                    </Text>
                  ) : null}
                </Group>
              </Stack>
              <Group justify="flex-end">
                <Button type="submit" loading={propose.isPending}>
                  {t('form.submit')}
                </Button>
              </Group>
            </Stack>
          </form>
        </Paper>
        <Stack component="section" aria-labelledby="your-proposals" gap="md">
          <Title order={2} size="h3" id="your-proposals">
            {t('form.yourProposals')}
          </Title>
          <QueryState
            query={mine}
            loadFailed={t('mine.loadFailed')}
            loading={<LoadingState heights={[80]} />}
          >
            {({ proposals }) =>
              proposals.total === 0 ? (
                <Text size="sm" c="dimmed">
                  {t('mine.noProposals')}
                </Text>
              ) : (
                <ProposalsList proposals={proposals.items} />
              )
            }
          </QueryState>
        </Stack>
      </Stack>
    </PageFrame>
  );
}
