import { useState } from 'react';
import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { matchBlockBodySchema, type MatchBlock } from '@campus/contracts';
import { ErrorAlert } from '../../../components/error-alert';
import { LoadingState } from '../../../components/loading-state';
import { QueryState } from '../../../components/query-state';
import { useFieldError } from '../../../lib/form-validation';
import { useErrorMessage } from '../../../lib/use-error-message';
import { useCreateBlock, useMyBlocks, useRemoveBlock } from '../api';

const emailSchema = matchBlockBodySchema.options[0].shape.email;

/** Blocking people by e-mail address (before they sign up, too), and removing blocks. */
export function BlocksSection() {
  const { t } = useTranslation('matching');
  const errorMessage = useErrorMessage();
  const fieldError = useFieldError();
  const blocks = useMyBlocks();
  const create = useCreateBlock();
  const remove = useRemoveBlock();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { email: '' },
    validate: {
      email: (value) => fieldError(emailSchema, value.trim(), t('blocks.email')),
    },
  });

  function list(items: MatchBlock[]) {
    if (items.length === 0) return <Text c="dimmed">{t('blocks.empty')}</Text>;
    return (
      <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {items.map((block) => (
          <li key={block.block_id}>
            <Group justify="space-between" gap="sm" wrap="nowrap">
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {block.label}{' '}
                <Text span c="dimmed" size="sm">
                  ({t(`blocks.kinds.${block.kind}`)})
                </Text>
              </Text>
              <Button
                variant="default"
                size="xs"
                aria-label={t('blocks.remove', { label: block.label })}
                loading={remove.isPending && remove.variables.params.block_id === block.block_id}
                onClick={() => {
                  remove.mutate(
                    { params: { block_id: block.block_id } },
                    {
                      onSuccess: () => {
                        notifications.show({ color: 'green', message: t('blocks.removed') });
                      },
                      onError: (error) => {
                        notifications.show({ color: 'red', message: errorMessage(error) });
                      },
                    },
                  );
                }}
              >
                {t('blocks.removeShort')}
              </Button>
            </Group>
          </li>
        ))}
      </Stack>
    );
  }

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={t('blocks.title')}>
      <Stack gap="sm">
        <Title order={2} size="h3">
          {t('blocks.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('blocks.intro')}
        </Text>
        <QueryState
          query={blocks}
          loadFailed={t('blocks.loadFailed')}
          loading={<LoadingState heights={[60]} />}
        >
          {(data) => list(data.items)}
        </QueryState>
        <form
          noValidate
          aria-label={t('blocks.add')}
          onSubmit={form.onSubmit(({ email }) => {
            setFailure(null);
            create.mutate(
              { body: { email: email.trim() } },
              {
                onSuccess: () => {
                  notifications.show({ color: 'green', message: t('blocks.added') });
                  form.reset();
                },
                onError: (error) => {
                  setFailure(errorMessage(error));
                },
              },
            );
          })}
        >
          <Stack gap="xs">
            {failure === null ? null : <ErrorAlert>{failure}</ErrorAlert>}
            <Group align="flex-end" gap="sm" wrap="wrap">
              <TextInput
                label={t('blocks.email')}
                type="email"
                style={{ flex: '1 1 220px' }}
                key={form.key('email')}
                {...form.getInputProps('email')}
              />
              <Button type="submit" loading={create.isPending}>
                {t('blocks.add')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
    </Paper>
  );
}
