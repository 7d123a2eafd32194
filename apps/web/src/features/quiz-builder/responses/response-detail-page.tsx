import { useState, type ReactNode } from 'react';
import {
  Anchor,
  Button,
  Card,
  Container,
  DataList,
  Group,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconEye, IconEyeOff, IconShieldCheck, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import type { QbResponse } from '@campus/contracts';
import { ErrorAlert } from '../../../components/error-alert';
import { LoadErrorState } from '../../../components/load-error-state';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useFormatDate } from '../../../lib/format-date';
import { useErrorMessage } from '../../../lib/use-error-message';
import { useRemoveResponse, useResponse, useUpdateResponse } from '../api';
import { BackLink } from '../../../components/page-frames/back-link';
import { DeleteModal } from '../../../components/page-frames/delete-modal';
import { qbText, useQbLang } from '../components/qb-text';
import { quizDetailPath } from '../quizzes/quiz-list-page';
import { FullAnswer, HiddenBadge } from './response-answer';
import { responseDetailPath } from './response-list-page';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue>{children}</DataList.ItemValue>
    </DataList.Item>
  );
}

function ResponseView({ response, moderating }: { response: QbResponse; moderating: boolean }) {
  const { t } = useTranslation('quiz-builder-quizzes');
  const lang = useQbLang();
  const formatDate = useFormatDate();
  const errorMessage = useErrorMessage();
  const navigate = useNavigate();
  const setHidden = useUpdateResponse();
  const remove = useRemoveResponse();
  const [deleting, setDeleting] = useState(false);
  const who = response.user?.display_name ?? t('responses.goneUser');

  function toggleHidden() {
    setHidden.mutate(
      { params: { response_id: response.response_id }, body: { is_hidden: !response.is_hidden } },
      {
        onSuccess: (saved) => {
          notifications.show({
            color: 'green',
            message: saved.is_hidden ? t('responses.hiddenDone') : t('responses.shownDone'),
          });
        },
      },
    );
  }

  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Title order={1} fz={{ base: 26, sm: 32 }} style={{ overflowWrap: 'anywhere' }}>
          {moderating
            ? t('responses.moderateTitle', { who })
            : t('responses.detailTitleOf', { who })}
        </Title>
        <Group gap="xs">
          <HiddenBadge hidden={response.is_hidden} />
        </Group>
      </Stack>
      <Group gap="sm">
        <Button
          variant="light"
          color={response.is_hidden ? 'green' : 'orange'}
          loading={setHidden.isPending}
          leftSection={
            response.is_hidden ? (
              <IconEye size={16} aria-hidden />
            ) : (
              <IconEyeOff size={16} aria-hidden />
            )
          }
          onClick={toggleHidden}
        >
          {response.is_hidden ? t('responses.show') : t('responses.hide')}
        </Button>
        {moderating ? null : (
          <Button
            component={Link}
            variant="default"
            to={`/admin/qb/responses/edit/${String(response.response_id)}`}
            leftSection={<IconShieldCheck size={16} aria-hidden />}
          >
            {t('responses.moderate')}
          </Button>
        )}
        <Button
          variant="light"
          color="red"
          leftSection={<IconTrash size={16} aria-hidden />}
          onClick={() => {
            remove.reset();
            setDeleting(true);
          }}
        >
          {t('responses.delete')}
        </Button>
      </Group>
      {setHidden.isError ? <ErrorAlert>{errorMessage(setHidden.error)}</ErrorAlert> : null}

      <Card
        withBorder
        radius="md"
        padding="lg"
        component="section"
        aria-labelledby="response-answer"
      >
        <Title order={2} size="h4" id="response-answer" mb="sm">
          {qbText(response.question, 'rendered', lang)}
        </Title>
        <Text size="sm" c="dimmed" mb="sm">
          {t(`types.${response.question.type}`)} ·{' '}
          {t('responses.version', { number: response.version_number })}
          {moderating ? ` · ${t('responses.readOnly')}` : ''}
        </Text>
        <FullAnswer response={response} lang={lang} />
      </Card>

      <Card
        withBorder
        radius="md"
        padding="lg"
        component="section"
        aria-labelledby="response-fields"
      >
        <Title order={2} size="h4" id="response-fields" mb="md">
          {t('detail.fields')}
        </Title>
        <DataList orientation="horizontal" labelWidth={180}>
          <Field label={t('responses.who')}>
            {response.user === null ? (
              t('responses.goneUser')
            ) : (
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {response.user.display_name} ({response.user.email})
              </Text>
            )}
          </Field>
          <Field label={t('responses.quiz')}>
            <Anchor component={Link} to={quizDetailPath(response.quiz.quiz_id)} size="sm">
              {qbText(response.quiz, 'title', lang)}
            </Anchor>
          </Field>
          <Field label={t('responses.question')}>
            <Anchor
              component={Link}
              to={`/admin/qb/questions/one/main/${response.question.question_id}`}
              size="sm"
            >
              {qbText(response.question, 'rendered', lang)}
            </Anchor>
          </Field>
          <Field label={t('responses.versionLabel')}>{response.version_number}</Field>
          <Field label={t('responses.when')}>{formatDate(response.answered_at, true)}</Field>
          <Field label={t('responses.changed')}>{formatDate(response.updated_at, true)}</Field>
          <Field label={t('responses.hiddenBy')}>
            {response.is_hidden && response.hidden_by !== null && response.hidden_at !== null
              ? t('responses.hiddenByAt', {
                  name: response.hidden_by.display_name,
                  date: formatDate(response.hidden_at, true),
                })
              : '–'}
          </Field>
        </DataList>
      </Card>

      <DeleteModal
        opened={deleting}
        onClose={() => {
          setDeleting(false);
        }}
        title={t('responses.deleteTitle')}
        body={t('responses.deleteBody', { who })}
        pending={remove.isPending}
        error={remove.error}
        onConfirm={() => {
          remove.mutate(
            { params: { response_id: response.response_id } },
            {
              onSuccess: () => {
                notifications.show({ color: 'green', message: t('responses.deleted') });
                void navigate('/admin/qb/responses');
              },
            },
          );
        }}
      />
    </Stack>
  );
}

function readResponseId(value: string | undefined): number | undefined {
  if (value === undefined || !/^\d{1,15}$/.test(value)) return undefined;
  const id = Number(value);
  return id >= 1 ? id : undefined;
}

/**
 * `/admin/qb/responses/one/main/:response_id` (read) and `/admin/qb/responses/edit/:response_id`
 * (moderation): who answered when, the question and version, the answer; hide, show, delete.
 */
export function ResponseDetailPage({ moderating }: { moderating: boolean }) {
  const { t } = useTranslation('quiz-builder-quizzes');
  const params = useParams();
  const responseId = readResponseId(params.response_id);
  const response = useResponse(responseId);
  useDocumentTitle(moderating ? t('responses.moderate') : t('responses.detailTitle'));
  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <BackLink
          to={
            moderating && responseId !== undefined
              ? responseDetailPath(responseId)
              : '/admin/qb/responses'
          }
          label={
            moderating && responseId !== undefined
              ? t('responses.backToResponse')
              : t('responses.backToList')
          }
        />
        {responseId === undefined ? (
          <ErrorAlert>{t('responses.invalidId')}</ErrorAlert>
        ) : response.isPending ? (
          <Skeleton height={280} />
        ) : response.isError ? (
          <LoadErrorState
            title={t('responses.loadOneFailed')}
            error={response.error}
            onRetry={() => {
              void response.refetch();
            }}
          />
        ) : (
          <ResponseView response={response.data} moderating={moderating} />
        )}
      </Stack>
    </Container>
  );
}
