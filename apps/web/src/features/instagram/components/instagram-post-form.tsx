import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  Button,
  FileButton,
  Group,
  Image,
  Stack,
  Switch,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { IconPhotoPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { instagramLimits, type FieldProblem, type InstagramPost } from '@campus/contracts';
import type { EditorFormProps } from '../../../components/editor-drawer';
import { AddEditForm } from '../../../components/add-edit-form';
import { rewordErrors, useProblemFieldErrors } from '../../../lib/form-validation';
import { useEditorForm } from '../../../lib/use-form-failure';
import { instagramPostForm, useCreateInstagramPost, useUpdateInstagramPost } from '../api';
import {
  checkImage,
  imageMaxMegabytes,
  newInstagramValues,
  sameValues,
  toInstagramFormValues,
  type ImageProblem,
  type InstagramFormValues,
} from '../form-values';
import {
  useInstagramFieldLabels,
  useInstagramRuleMessages,
  useInstagramValidation,
} from '../use-instagram-validation';

const imageProblemKeys: Record<ImageProblem, string> = {
  wrongType: 'form.imageWrongType',
  tooLarge: 'form.imageTooLarge',
  empty: 'form.imageEmpty',
};

/** A chosen image and its object URL for the preview. */
interface ChosenImage {
  file: File;
  url: string;
}

/**
 * The chosen image with a preview URL; the URL is revoked when another image
 * is chosen and when the form closes.
 */
function useChosenImage(): [ChosenImage | null, (file: File) => void] {
  const [chosen, setChosen] = useState<ChosenImage | null>(null);
  const latest = useRef<string | null>(null);
  useEffect(
    () => () => {
      if (latest.current !== null) URL.revokeObjectURL(latest.current);
    },
    [],
  );
  function choose(file: File) {
    if (latest.current !== null) URL.revokeObjectURL(latest.current);
    const url = URL.createObjectURL(file);
    latest.current = url;
    setChosen({ file, url });
  }
  return [chosen, choose];
}

interface InstagramPostFormProps extends EditorFormProps {
  /** The post to edit, or null to add one. */
  post: InstagramPost | null;
}

/** Adds (`POST`) or saves (`PUT`) a featured post: its link, captions, order, state and image. */
export function InstagramPostForm({
  post,
  onDirtyChange,
  onCancel,
  onSaved,
}: InstagramPostFormProps) {
  const { t } = useTranslation('instagram');
  const { t: tCommon } = useTranslation('common');
  const labels = useInstagramFieldLabels();
  const validate = useInstagramValidation(labels);
  const ruleMessages = useInstagramRuleMessages();
  const problemFieldErrors = useProblemFieldErrors(labels);
  const create = useCreateInstagramPost();
  const update = useUpdateInstagramPost();
  const [chosenImage, chooseImage] = useChosenImage();
  const image = chosenImage?.file ?? null;
  const [imageError, setImageError] = useState<string | null>(null);
  const resetFile = useRef<() => void>(null);
  const pending = create.isPending || update.isPending;

  // The image is no field of the form: the API's error about it goes under the image.
  const problemErrors = useCallback(
    (problems: readonly FieldProblem[] | undefined) => {
      const { file, ...fieldErrors } = rewordErrors(problemFieldErrors(problems), ruleMessages);
      if (file !== undefined) setImageError(file);
      return fieldErrors;
    },
    [problemFieldErrors, ruleMessages],
  );
  const initialValues = useMemo(
    () => (post === null ? newInstagramValues() : toInstagramFormValues(post)),
    [post],
  );
  const { form, isDirty, failure, setFailure, handleSubmit, saveCallbacks } = useEditorForm({
    initialValues,
    validate,
    sameValues,
    problemErrors,
    onDirtyChange,
    otherChanges: image !== null,
  });

  function chosen(file: File | null) {
    resetFile.current?.();
    if (file === null) return;
    const problem = checkImage(file);
    if (problem !== undefined) {
      setImageError(t(imageProblemKeys[problem], { size: imageMaxMegabytes }));
      return;
    }
    setImageError(null);
    chooseImage(file);
  }

  /** A new post needs an image; says so under the image. */
  function imageMissing(): boolean {
    if (post !== null || image !== null) return false;
    setImageError(tCommon('validation.required', { field: labels.file }));
    return true;
  }

  function submit(values: InstagramFormValues) {
    if (imageMissing()) {
      setFailure(tCommon('errors.checkForm'));
      return;
    }
    if (post === null)
      create.mutate(
        { body: instagramPostForm(values, image) },
        saveCallbacks(t('form.added'), onSaved),
      );
    else
      update.mutate(
        { params: { post_id: post.post_id }, body: instagramPostForm(values, image) },
        saveCallbacks(t('form.saved'), onSaved),
      );
  }

  const shownImage = chosenImage?.url ?? post?.image_url ?? null;
  return (
    <AddEditForm
      isNew={post === null}
      texts={(key) => t(`form.${key}`)}
      editor={{ isDirty, failure, handleSubmit }}
      onSubmit={submit}
      onInvalid={imageMissing}
      onCancel={onCancel}
      pending={pending}
    >
      <TextInput
        label={labels.post_url}
        description={t('form.postUrlHint')}
        placeholder="https://www.instagram.com/p/…/"
        required
        type="url"
        inputMode="url"
        maxLength={instagramLimits.postUrlMaxLength}
        key={form.key('post_url')}
        {...form.getInputProps('post_url')}
      />
      <Textarea
        label={labels.caption_en}
        required
        minRows={2}
        maxLength={instagramLimits.captionMaxLength}
        key={form.key('caption_en')}
        {...form.getInputProps('caption_en')}
      />
      <Textarea
        label={labels.caption_tr}
        required
        minRows={2}
        maxLength={instagramLimits.captionMaxLength}
        key={form.key('caption_tr')}
        {...form.getInputProps('caption_tr')}
      />
      <Group grow align="flex-start">
        <TextInput
          label={labels.display_order}
          description={post === null ? t('form.displayOrderHint') : undefined}
          inputMode="numeric"
          maxLength={3}
          key={form.key('display_order')}
          {...form.getInputProps('display_order')}
        />
        <Switch
          mt={{ base: 'md', sm: 'xl' }}
          label={labels.is_active}
          key={form.key('is_active')}
          {...form.getInputProps('is_active', { type: 'checkbox' })}
        />
      </Group>
      <Stack gap={6}>
        <Text size="sm" fw={500} id="instagram-image-label">
          {labels.file}
          {post === null ? (
            <Text span c="red" aria-hidden>
              {' *'}
            </Text>
          ) : null}
        </Text>
        <Text size="xs" c="dimmed">
          {t('form.imageHint', { size: imageMaxMegabytes })}
        </Text>
        {shownImage === null ? null : (
          <Image
            src={shownImage}
            alt={t('form.imagePreview')}
            w={160}
            h={160}
            radius="md"
            fit="cover"
          />
        )}
        <FileButton resetRef={resetFile} onChange={chosen} accept="image/png,image/jpeg,image/webp">
          {(props) => (
            <Button
              {...props}
              variant="light"
              w="fit-content"
              leftSection={<IconPhotoPlus size={16} aria-hidden />}
              aria-describedby={imageError === null ? undefined : 'instagram-image-error'}
            >
              {image !== null || post !== null ? t('form.replaceImage') : t('form.chooseImage')}
            </Button>
          )}
        </FileButton>
        {image === null ? null : (
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {image.name}
          </Text>
        )}
        {imageError === null ? null : (
          <Text size="sm" c="red" id="instagram-image-error" role="alert">
            {imageError}
          </Text>
        )}
      </Stack>
    </AddEditForm>
  );
}
