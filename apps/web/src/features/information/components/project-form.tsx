import { useEffect, useMemo, useRef, useState } from 'react';
import { Button, Group, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconDeviceFloppy, IconWorldUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  informationLimits,
  informationListFields,
  type InformationProject,
} from '@campus/contracts';
import { ProblemError } from '../../../lib/problem-error';
import { useErrorMessage } from '../../../lib/use-error-message';
import { ErrorAlert } from '../../../components/error-alert';
import { useCreateProject, useUpdateProject } from '../api';
import {
  newProjectValues,
  sameValues,
  toCreateInput,
  toProjectFormValues,
  toUpdateInput,
  type ProjectFormValues,
} from '../form-values';
import {
  useProjectFieldLabels,
  useProjectProblemErrors,
  useProjectValidation,
} from '../use-project-validation';
import { ListFieldEditor } from './list-field-editor';
import { WholeNumberInput } from '../../../components/whole-number-input';

type SaveStatus = 'draft' | 'published';

interface ProjectFormProps {
  /** The project to edit, or null to add one. */
  project: InformationProject | null;
  onDirtyChange: (dirty: boolean) => void;
  onCancel: () => void;
  onSaved: () => void;
}

/**
 * Adds or edits a project in both languages, side by side: save as draft or
 * publish. The id is checked while it is typed and cannot change later.
 */
export function ProjectForm({ project, onDirtyChange, onCancel, onSaved }: ProjectFormProps) {
  const { t } = useTranslation('information');
  const { t: tCommon } = useTranslation('common');
  const errorMessage = useErrorMessage();
  const isNew = project === null;
  const labels = useProjectFieldLabels();
  const validate = useProjectValidation(labels, isNew);
  const problemErrors = useProjectProblemErrors(labels);
  const create = useCreateProject();
  const update = useUpdateProject();
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState<SaveStatus | null>(null);
  const pending = create.isPending || update.isPending;

  const initialValues = useMemo(
    () => (project === null ? newProjectValues() : toProjectFormValues(project)),
    [project],
  );
  const [isDirty, setIsDirty] = useState(false);
  const form = useForm<ProjectFormValues>({
    initialValues,
    validate,
    validateInputOnChange: ['project_id'],
    onValuesChange: (values) => {
      setIsDirty(!sameValues(values, initialValues));
    },
  });

  useEffect(() => {
    onDirtyChange(isDirty);
  }, [isDirty, onDirtyChange]);

  const formRef = useRef<HTMLFormElement>(null);

  function failed(error: unknown) {
    const status = error instanceof ProblemError ? error.problem.status : undefined;
    const reason = status === 403 ? tCommon('errors.forbidden') : errorMessage(error);
    setFailure(`${tCommon('errors.project.save')}: ${reason}`);
    if (error instanceof ProblemError) {
      const fieldErrors = problemErrors(error.problem.errors);
      if (status === 409 && isNew) fieldErrors.project_id = error.problem.detail;
      form.setErrors(fieldErrors);
    }
  }

  function saved(status: SaveStatus) {
    notifications.show({
      color: 'green',
      message: t(status === 'draft' ? 'form.savedDraft' : 'form.savedPublished'),
    });
    onSaved();
  }

  function save(status: SaveStatus) {
    setFailure(null);
    const result = form.validate();
    if (result.hasErrors) {
      setFailure(tCommon('errors.project.validation'));
      const firstInvalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
      firstInvalid?.focus();
      return;
    }
    const values = form.getValues();
    setSaving(status);
    const callbacks = {
      onSuccess: () => {
        saved(status);
      },
      onError: failed,
      onSettled: () => {
        setSaving(null);
      },
    };
    if (project === null) {
      create.mutate({ body: toCreateInput(values, status) }, callbacks);
      return;
    }
    update.mutate(
      { params: { project_id: project.project_id }, body: toUpdateInput(values, status) },
      callbacks,
    );
  }

  const title = isNew ? t('form.addTitle') : t('form.editTitle');
  const publishLabel =
    project?.status === 'published' ? t('form.savePublished') : t('form.publish');
  return (
    <form
      ref={formRef}

      noValidate
      aria-label={title}
      onSubmit={(event) => {
        event.preventDefault();
        save('draft');
      }}
    >
      <Stack gap="md">
        {failure === null ? null : <ErrorAlert>{failure}</ErrorAlert>}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {isNew ? (
            <TextInput
              label={labels.project_id}
              description={t('form.projectIdHint')}
              required
              autoComplete="off"
              spellCheck={false}
              maxLength={informationLimits.idMaxLength}
              {...form.getInputProps('project_id')}
            />
          ) : (
            <TextInput
              label={t('form.projectIdFixed')}
              value={project.project_id}
              readOnly
              variant="filled"
            />
          )}
          <WholeNumberInput
            label={labels.display_order}
            description={t('form.displayOrderHint')}
            required
            min={informationLimits.orderMin}
            max={informationLimits.orderMax}
            clampBehavior="none"
            {...form.getInputProps('display_order')}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={labels.name_en}
            required
            maxLength={informationLimits.nameMaxLength}
            {...form.getInputProps('name_en')}
          />
          <TextInput
            label={labels.name_tr}
            required
            maxLength={informationLimits.nameMaxLength}
            {...form.getInputProps('name_tr')}
          />
          <Textarea
            label={labels.description_en}
            required
            minRows={4}
            {...form.getInputProps('description_en')}
          />
          <Textarea
            label={labels.description_tr}
            required
            minRows={4}
            {...form.getInputProps('description_tr')}
          />
        </SimpleGrid>
        {informationListFields.map((field) => (
          <ListFieldEditor key={field} form={form} field={field} label={labels[field]} />
        ))}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" disabled={pending} onClick={onCancel}>
            {tCommon('actions.cancel')}
          </Button>
          <Button
            type="submit"
            variant="light"
            loading={saving === 'draft'}
            disabled={pending}
            leftSection={<IconDeviceFloppy size={16} aria-hidden />}
          >
            {t('form.saveDraft')}
          </Button>
          <Button
            loading={saving === 'published'}
            disabled={pending}
            leftSection={<IconWorldUpload size={16} aria-hidden />}
            onClick={() => {
              save('published');
            }}
          >
            {publishLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
