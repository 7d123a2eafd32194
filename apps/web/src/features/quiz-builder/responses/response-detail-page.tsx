import { Anchor, Button, Card, DataList, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconEye, IconEyeOff, IconShieldCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { QbResponse } from '@campus/contracts';
import { ErrorAlert } from '../../../components/error-alert';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useFormatDate } from '../../../lib/format-date';
import { useErrorMessage } from '../../../lib/use-error-message';
import { useRemoveResponse, useResponse, useUpdateResponse } from '../api';
import { QbDeleteButton } from '../components/qb-delete-button';
import { DetailCard, DetailField } from '../../../components/detail-card';
import { QbDetailHeading } from '../components/qb-detail-parts';
import { QbLoaded, QbPage } from '../components/qb-page';
import { qbText, useQbLang } from '../components/qb-text';
import { quizDetailPath } from '../quizzes/quiz-badges';
import { FullAnswer, HiddenBadge } from './response-answer';
import { responseDetailPath } from './response-list-page';

function ResponseView({ response, moderating }: { response: QbResponse; moderating: boolean }) {
  const { t } = useTranslation('quiz-builder-quizzes');
  const lang = useQbLang();
  const formatDate = useFormatDate();
  const errorMessage = useErrorMessage();
  const setHidden = useUpdateResponse();
  const remove = useRemoveResponse();
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
      <QbDetailHeading
        title={
          moderating ? t('responses.moderateTitle', { who }) : t('responses.detailTitleOf', { who })
        }
      >
        <HiddenBadge hidden={response.is_hidden} />
      </QbDetailHeading>
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
        <QbDeleteButton
          label={t('responses.delete')}
          title={t('responses.deleteTitle')}
          body={t('responses.deleteBody', { who })}
          done={t('responses.deleted')}
          listPath="/admin/qb/responses"
          deletion={remove}
          onConfirm={(onDeleted) => {
            remove.mutate(
              { params: { response_id: response.response_id } },
              { onSuccess: onDeleted },
            );
          }}
        />
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

      <DetailCard id="response-fields" title={t('detail.fields')}>
        <DataList orientation="horizontal" labelWidth={180}>
          <DetailField label={t('responses.who')}>
            {response.user === null ? (
              t('responses.goneUser')
            ) : (
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {response.user.display_name} ({response.user.email})
              </Text>
            )}
          </DetailField>
          <DetailField label={t('responses.quiz')}>
            <Anchor component={Link} to={quizDetailPath(response.quiz.quiz_id)} size="sm">
              {qbText(response.quiz, 'title', lang)}
            </Anchor>
          </DetailField>
          <DetailField label={t('responses.question')}>
            <Anchor
              component={Link}
              to={`/admin/qb/questions/one/main/${response.question.question_id}`}
              size="sm"
            >
              {qbText(response.question, 'rendered', lang)}
            </Anchor>
          </DetailField>
          <DetailField label={t('responses.versionLabel')}>{response.version_number}</DetailField>
          <DetailField label={t('responses.when')}>
            {formatDate(response.answered_at, true)}
          </DetailField>
          <DetailField label={t('responses.changed')}>
            {formatDate(response.updated_at, true)}
          </DetailField>
          <DetailField label={t('responses.hiddenBy')}>
            {response.is_hidden && response.hidden_by !== null && response.hidden_at !== null
              ? t('responses.hiddenByAt', {
                  name: response.hidden_by.display_name,
                  date: formatDate(response.hidden_at, true),
                })
              : '–'}
          </DetailField>
        </DataList>
      </DetailCard>
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
    <QbPage
      backTo={
        moderating && responseId !== undefined
          ? responseDetailPath(responseId)
          : '/admin/qb/responses'
      }
      backLabel={
        moderating && responseId !== undefined
          ? t('responses.backToResponse')
          : t('responses.backToList')
      }
    >
      <QbLoaded
        validId={responseId !== undefined}
        query={response}
        invalidId={t('responses.invalidId')}
        loadFailed={t('responses.loadOneFailed')}
      >
        {(data) => <ResponseView response={data} moderating={moderating} />}
      </QbLoaded>
    </QbPage>
  );
}
