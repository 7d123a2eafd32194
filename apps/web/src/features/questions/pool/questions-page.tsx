import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconLogin, IconMessagePlus, IconSearch, IconSparkles } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  poolQuestionListQuerySchema,
  poolQuestionParamsSchema,
  poolStatuses,
  type PoolGroup,
  type PoolQuestion,
} from '@campus/contracts';
import { PagedList } from '../../../components/paged-list';
import { LoadErrorState } from '../../../components/load-error-state';
import { LoadingState } from '../../../components/loading-state';
import { PageFrame } from '../../../components/page-frames/page-frame';
import { useListState, writeListState } from '../../../lib/use-list-state';
import { usePoolGroups, usePoolQuestions } from '../api';
import { groupName, useLanguage, useQuestionsViewer } from '../language';
import { AskQuestionDrawer, type AskTarget } from './ask-question-drawer';
import { QuestionListItem } from './question-list-item';
import { ThreadPanel } from './thread-panel';
import { useDrawerTarget } from '../../../components/add-edit-drawer';
import { BareList } from '../../../components/bare-list';

/** What `/questions` keeps in its address: the list's filters and page, and an open thread. */
const poolPageSchema = poolQuestionListQuerySchema.extend({
  thread: poolQuestionParamsSchema.shape.question_id.optional(),
});

/** The groups and a call to sign in: what a signed-out visitor sees at `/questions`. */
function SignedOutView({ groups }: { groups: readonly PoolGroup[] | undefined }) {
  const { t } = useTranslation('questions');
  const language = useLanguage();
  return (
    <Stack gap="lg">
      <Alert
        variant="light"
        color="blue"
        icon={<IconLogin size={20} aria-hidden />}
        title={t('pool.signInTitle')}
      >
        <Stack gap="sm">
          <Text size="sm">{t('pool.signInLead')}</Text>
          <Group gap="sm">
            <Button component={Link} to="/reception/login" size="sm">
              {t('pool.signIn')}
            </Button>
            <Button
              component={Link}
              to="/thread/display/demo"
              variant="default"
              size="sm"
              leftSection={<IconSparkles size={16} aria-hidden />}
            >
              {t('pool.seeDemo')}
            </Button>
          </Group>
        </Stack>
      </Alert>
      <Stack gap="sm" component="section" aria-labelledby="pool-groups">
        <Title order={2} size="h3" id="pool-groups">
          {t('pool.groupsTitle')}
        </Title>
        {groups === undefined ? (
          <LoadingState heights={[60, 60]} gap="sm" />
        ) : (
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
            {groups.map((group) => (
              <Card key={group.group_id} withBorder radius="md" padding="md">
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Text fw={600}>{groupName(group, language)}</Text>
                  <Badge variant="light">{t('pool.openCount', { count: group.open_count })}</Badge>
                </Group>
              </Card>
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </Stack>
  );
}

/**
 * `/questions`: the question pool. Everyone sees the groups; signed-in people
 * read and search the questions, ask (by name or anonymously) and reply. An
 * open thread is kept in the address (`?thread=`).
 */
export function QuestionsPage() {
  const { t } = useTranslation('questions');
  const language = useLanguage();
  const { viewer, ready, isModerator } = useQuestionsViewer();
  const signedIn = ready && viewer !== 'guest';
  const groups = usePoolGroups();
  const { params, update, searchText, changeSearch } = useListState(poolPageSchema);
  const { thread, ...filters } = params;
  const questions = usePoolQuestions(viewer, filters, signedIn && thread === undefined);
  const askingDrawer = useDrawerTarget<AskTarget>();
  const groupItems = groups.data?.items ?? [];

  function openAsk(question: PoolQuestion | null) {
    askingDrawer.open({ question });
  }

  function threadLink(questionId: string): string {
    return `/questions?${writeListState(poolPageSchema, { ...params, thread: questionId }).toString()}`;
  }

  function labelOf(groupId: number): string | undefined {
    const group = groupItems.find((candidate) => candidate.group_id === groupId);
    return group === undefined ? undefined : groupName(group, language);
  }

  function signedInView() {
    if (params.thread !== undefined) {
      return (
        <ThreadPanel
          key={params.thread}
          questionId={params.thread}
          viewer={viewer}
          isModerator={isModerator}
          groups={groupItems}
          onBack={() => {
            update({ thread: undefined });
          }}
          onEdit={openAsk}
        />
      );
    }
    return (
      <Stack gap="md">
        <Group gap="sm" align="flex-end" wrap="wrap">
          <TextInput
            label={t('pool.search')}
            placeholder={t('pool.searchPlaceholder')}
            leftSection={<IconSearch size={16} aria-hidden />}
            value={searchText}
            onChange={(event) => {
              changeSearch(event.currentTarget.value);
            }}
            style={{ flex: '1 1 220px' }}
          />
          <Select
            label={t('pool.groupFilter')}
            data={[
              { value: '', label: t('pool.allGroups') },
              ...groupItems.map((group) => ({
                value: String(group.group_id),
                label: groupName(group, language),
              })),
            ]}
            value={params.group_id === undefined ? '' : String(params.group_id)}
            allowDeselect={false}
            onChange={(value) => {
              update({
                group_id: value === null || value === '' ? undefined : Number(value),
                page: 1,
              });
            }}
            style={{ flex: '1 1 160px' }}
          />
          <Select
            label={t('pool.statusFilter')}
            data={[
              { value: '', label: t('pool.allStatuses') },
              ...poolStatuses.map((status) => ({
                value: status,
                label: t(`pool.status.${status}`),
              })),
            ]}
            value={params.status ?? ''}
            allowDeselect={false}
            onChange={(value) => {
              const status = poolStatuses.find((candidate) => candidate === value);
              update({ status, page: 1 });
            }}
            style={{ flex: '1 1 140px' }}
          />
        </Group>
        <Switch
          label={t('pool.onlyMine')}
          checked={params.mine}
          onChange={(event) => {
            update({ mine: event.currentTarget.checked, page: 1 });
          }}
        />
        <PagedList
          query={questions}
          params={params}
          update={update}
          loadFailed={t('pool.loadFailed')}
          empty={<Text c="dimmed">{params.mine ? t('pool.emptyMine') : t('pool.empty')}</Text>}
        >
          {(data) =>
            data === undefined ? (
              <LoadingState heights={[110, 110]} gap="sm" />
            ) : (
              <BareList ordered gap="sm">
                {data.items.map((question) => (
                  <li key={question.question_id}>
                    <QuestionListItem
                      question={question}
                      groupLabel={labelOf(question.group_id)}
                      to={threadLink(question.question_id)}
                    />
                  </li>
                ))}
              </BareList>
            )
          }
        </PagedList>
      </Stack>
    );
  }

  return (
    <PageFrame
      title={t('pool.title')}
      lead={
        <>
          {t('pool.intro')}{' '}
          <Anchor component={Link} to="/qa/display" underline="always">
            {t('pool.toBank')}
          </Anchor>
        </>
      }
      actions={
        signedIn ? (
          <Button
            leftSection={<IconMessagePlus size={16} aria-hidden />}
            onClick={() => {
              openAsk(null);
            }}
            disabled={groupItems.length === 0}
          >
            {t('pool.ask')}
          </Button>
        ) : undefined
      }
    >
      <Stack gap="lg">
        {groups.isError ? (
          <LoadErrorState title={t('pool.groupsLoadFailed')} query={groups} />
        ) : null}
        {!ready ? (
          <LoadingState heights={[110, 110]} gap="sm" />
        ) : signedIn ? (
          signedInView()
        ) : (
          <SignedOutView groups={groups.data?.items} />
        )}
      </Stack>
      {signedIn ? (
        <AskQuestionDrawer
          target={askingDrawer.target}
          groups={groupItems}
          initialGroupId={params.group_id}
          onClose={() => {
            askingDrawer.close();
          }}
          onSaved={(question) => {
            update({ thread: question.question_id });
          }}
        />
      ) : null}
    </PageFrame>
  );
}
