import {
  ActionIcon,
  Button,
  Fieldset,
  Group,
  Input,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { informationLimits, type InformationListField } from '@campus/contracts';
import { newListRow, type ProjectFormValues } from '../form-values';

interface ListFieldEditorProps {
  form: UseFormReturnType<ProjectFormValues>;
  field: InformationListField;
  label: string;
}

/** One list field: rows of an English and a Turkish text, added, removed and moved. */
export function ListFieldEditor({ form, field, label }: ListFieldEditorProps) {
  const { t } = useTranslation('information');
  const rows = form.getValues()[field];
  const listError = form.errors[field];
  const isFull = rows.length >= informationLimits.listMaxItems;
  return (
    <Fieldset legend={label}>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('form.listHint', {
            maxItems: informationLimits.listMaxItems,
            maxLength: informationLimits.listItemMaxLength,
          })}
        </Text>
        {rows.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('form.noItems')}
          </Text>
        ) : null}
        {rows.map((row, index) => {
          const number = index + 1;
          const names = { number, list: label };
          return (
            <Paper key={row.key} withBorder p="sm" radius="sm">
              <Stack gap="xs">
                <Group justify="space-between" wrap="nowrap">
                  <Text size="sm" fw={600}>
                    {t('form.item', { number })}
                  </Text>
                  <Group gap={4} wrap="nowrap">
                    <ActionIcon
                      variant="subtle"
                      aria-label={t('form.moveUp', names)}
                      disabled={index === 0}
                      onClick={() => {
                        form.reorderListItem(field, { from: index, to: index - 1 });
                      }}
                    >
                      <IconArrowUp size={16} aria-hidden />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      aria-label={t('form.moveDown', names)}
                      disabled={index === rows.length - 1}
                      onClick={() => {
                        form.reorderListItem(field, { from: index, to: index + 1 });
                      }}
                    >
                      <IconArrowDown size={16} aria-hidden />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t('form.removeItem', names)}
                      onClick={() => {
                        form.removeListItem(field, index);
                      }}
                    >
                      <IconTrash size={16} aria-hidden />
                    </ActionIcon>
                  </Group>
                </Group>
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
                  <Textarea
                    label={t('form.itemEn', names)}
                    minRows={2}
                    required
                    {...form.getInputProps(`${field}.${String(index)}.en`)}
                  />
                  <Textarea
                    label={t('form.itemTr', names)}
                    minRows={2}
                    required
                    {...form.getInputProps(`${field}.${String(index)}.tr`)}
                  />
                </SimpleGrid>
              </Stack>
            </Paper>
          );
        })}
        {listError === undefined ? null : <Input.Error>{listError}</Input.Error>}
        <Group>
          <Button
            variant="light"
            size="xs"
            leftSection={<IconPlus size={14} aria-hidden />}
            disabled={isFull}
            onClick={() => {
              form.insertListItem(field, newListRow());
            }}
          >
            {t('form.addItem', { list: label })}
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  );
}
