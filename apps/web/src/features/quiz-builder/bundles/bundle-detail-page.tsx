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
  Table,
  Text,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconEye, IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { QbBundle } from '@campus/contracts';
import { ErrorAlert } from '../../../components/error-alert';
import { LoadErrorState } from '../../../components/load-error-state';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useFormatDate } from '../../../lib/format-date';
import { useBundle, useRemoveBundle } from '../api';
import { BackLink } from '../../../components/page-frames/back-link';
import { DeleteModal } from '../../../components/page-frames/delete-modal';
import { useQbIdParam } from '../components/qb-id';
import { qbText, useQbLang } from '../components/qb-text';
import { QbStatusBadge } from '../quizzes/quiz-badges';
import { quizDetailPath } from '../quizzes/quiz-list-page';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue>{children}</DataList.ItemValue>
    </DataList.Item>
  );
}

function BundleDetail({ bundle }: { bundle: QbBundle }) {
  const { t } = useTranslation('quiz-builder-quizzes');
  const lang = useQbLang();
  const formatDate = useFormatDate();
  const navigate = useNavigate();
  const remove = useRemoveBundle();
  const [deleting, setDeleting] = useState(false);
  const title = qbText(bundle, 'title', lang);
  const quizzes = [...bundle.quizzes].sort((a, b) => a.position - b.position);

  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Title order={1} fz={{ base: 26, sm: 32 }} style={{ overflowWrap: 'anywhere' }}>
          {title}
        </Title>
        <Group gap="xs">
          <QbStatusBadge status={bundle.status} />
        </Group>
      </Stack>
      <Group gap="sm">
        <Button
          component={Link}
          to={`/admin/qb/bundles/edit/${bundle.bundle_id}`}
          leftSection={<IconPencil size={16} aria-hidden />}
        >
          {t('bundles.edit')}
        </Button>
        <Button
          component={Link}
          variant="light"
          to={`/admin/qb/bundle/display?bundle=${bundle.bundle_id}`}
          leftSection={<IconEye size={16} aria-hidden />}
        >
          {t('bundles.preview')}
        </Button>
        <Button
          variant="light"
          color="red"
          leftSection={<IconTrash size={16} aria-hidden />}
          onClick={() => {
            remove.reset();
            setDeleting(true);
          }}
        >
          {t('bundles.delete')}
        </Button>
      </Group>

      <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="bundle-fields">
        <Title order={2} size="h4" id="bundle-fields" mb="md">
          {t('detail.fields')}
        </Title>
        <DataList orientation="horizontal" labelWidth={180}>
          <Field label={t('fields.titleEn')}>{bundle.title_en}</Field>
          <Field label={t('fields.titleTr')}>{bundle.title_tr}</Field>
          <Field label={t('fields.descriptionEn')}>{bundle.description_en || '–'}</Field>
          <Field label={t('fields.descriptionTr')}>{bundle.description_tr || '–'}</Field>
          <Field label={t('fields.status')}>{t(`statuses.${bundle.status}`)}</Field>
          <Field label={t('list.questions')}>{bundle.question_count}</Field>
          <Field label={t('detail.published')}>
            {bundle.published_at === null ? '–' : formatDate(bundle.published_at, true)}
          </Field>
          <Field label={t('detail.updated')}>{formatDate(bundle.updated_at, true)}</Field>
        </DataList>
      </Card>

      <Card
        withBorder
        radius="md"
        padding="lg"
        component="section"
        aria-labelledby="bundle-quizzes"
      >
        <Title order={2} size="h4" id="bundle-quizzes" mb="md">
          {t('bundles.quizzesTitle', { count: quizzes.length })}
        </Title>
        {quizzes.length === 0 ? (
          <Text c="dimmed">{t('bundles.noQuizzes')}</Text>
        ) : (
          <Table.ScrollContainer minWidth={480} type="native">
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">#</Table.Th>
                  <Table.Th scope="col">{t('fields.title')}</Table.Th>
                  <Table.Th scope="col">{t('fields.purpose')}</Table.Th>
                  <Table.Th scope="col">{t('fields.status')}</Table.Th>
                  <Table.Th scope="col">{t('list.questions')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {quizzes.map((quiz, index) => (
                  <Table.Tr key={quiz.quiz_id}>
                    <Table.Td>{index + 1}</Table.Td>
                    <Table.Td>
                      <Anchor component={Link} to={quizDetailPath(quiz.quiz_id)}>
                        {qbText(quiz, 'title', lang)}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{t(`purposes.${quiz.purpose}`)}</Table.Td>
                    <Table.Td>
                      <QbStatusBadge status={quiz.status} />
                    </Table.Td>
                    <Table.Td>{quiz.question_count}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Card>

      <DeleteModal
        opened={deleting}
        onClose={() => {
          setDeleting(false);
        }}
        title={t('bundles.deleteTitle')}
        body={t('bundles.deleteBody', { title })}
        pending={remove.isPending}
        error={remove.error}
        onConfirm={() => {
          remove.mutate(
            { params: { bundle_id: bundle.bundle_id } },
            {
              onSuccess: () => {
                notifications.show({ color: 'green', message: t('bundles.deleted', { title }) });
                void navigate('/admin/qb/bundles');
              },
            },
          );
        }}
      />
    </Stack>
  );
}

/** `/admin/qb/bundles/one/main/:bundle_id`: the bundle and its quizzes in order. */
export function BundleDetailPage() {
  const { t } = useTranslation('quiz-builder-quizzes');
  const lang = useQbLang();
  const bundleId = useQbIdParam('bundle_id');
  const bundle = useBundle(bundleId);
  useDocumentTitle(
    bundle.data === undefined ? t('bundles.detailTitle') : qbText(bundle.data, 'title', lang),
  );
  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <BackLink to="/admin/qb/bundles" label={t('bundles.backToList')} />
        {bundleId === undefined ? (
          <ErrorAlert>{t('bundles.invalidId')}</ErrorAlert>
        ) : bundle.isPending ? (
          <Skeleton height={280} />
        ) : bundle.isError ? (
          <LoadErrorState
            title={t('bundles.loadOneFailed')}
            error={bundle.error}
            onRetry={() => {
              void bundle.refetch();
            }}
          />
        ) : (
          <BundleDetail bundle={bundle.data} />
        )}
      </Stack>
    </Container>
  );
}
