import {
  Button,
  Card,
  Code,
  Container,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import {
  IconArrowRight,
  IconBooks,
  IconEye,
  IconHash,
  IconListCheck,
  IconMessageQuestion,
  IconPackage,
  IconQuote,
  IconTags,
  type TablerIcon,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../components/use-document-title';
import { api } from '../../lib/api-client';
import { withProblem } from '../../lib/problem-error';
import { qbLibraryKeys, qbListPath } from './api/library-api';

interface PathCard {
  /** The key of the card's texts under `paths.cards`. */
  id: string;
  /** The API entity whose list is counted, if any. */
  entity?: string;
  /** The endpoint shown on the card. */
  endpoint: string;
  to: string;
  icon: TablerIcon;
}

const cards: readonly PathCard[] = [
  {
    id: 'matters',
    entity: 'matter',
    endpoint: `GET /api/${qbListPath('matter')}`,
    to: '/admin/qb/matters',
    icon: IconTags,
  },
  {
    id: 'options',
    entity: 'option',
    endpoint: `GET /api/${qbListPath('option')}`,
    to: '/admin/qb/options',
    icon: IconListCheck,
  },
  {
    id: 'phrases',
    entity: 'phrase',
    endpoint: `GET /api/${qbListPath('phrase')}`,
    to: '/admin/qb/phrases',
    icon: IconQuote,
  },
  {
    id: 'questions',
    entity: 'question',
    endpoint: `GET /api/${qbListPath('question')}`,
    to: '/admin/qb/questions',
    icon: IconMessageQuestion,
  },
  {
    id: 'responses',
    entity: 'response',
    endpoint: `GET /api/${qbListPath('response')}`,
    to: '/admin/qb/responses',
    icon: IconHash,
  },
  {
    id: 'quizzes',
    entity: 'quiz',
    endpoint: `GET /api/${qbListPath('quiz')}`,
    to: '/admin/qb/quizzes',
    icon: IconBooks,
  },
  {
    id: 'bundles',
    entity: 'bundle',
    endpoint: `GET /api/${qbListPath('bundle')}`,
    to: '/admin/qb/bundles',
    icon: IconPackage,
  },
  {
    id: 'display',
    endpoint: 'GET /api/admin/qb/bundle/preview/{bundle_id}',
    to: '/admin/qb/bundle/display',
    icon: IconEye,
  },
];

function readTotal(answer: unknown): number | undefined {
  if (typeof answer !== 'object' || answer === null) return undefined;
  const total: unknown = Reflect.get(answer, 'total');
  return typeof total === 'number' ? total : undefined;
}

/** How many things a section holds (one small page of its list); nothing when the call fails. */
function useSectionCount(entity: string | undefined) {
  return useQuery({
    queryKey: [...qbLibraryKeys.all, 'count', entity ?? ''],
    queryFn: () =>
      withProblem(async () =>
        readTotal(
          await api
            .get(qbListPath(entity ?? ''), { searchParams: { page: '1', page_size: '10' } })
            .json<unknown>(),
        ),
      ),
    enabled: entity !== undefined,
    retry: false,
  });
}

function SectionCard({ card }: { card: PathCard }) {
  const { t } = useTranslation('quiz-builder');
  const count = useSectionCount(card.entity);
  const Icon = card.icon;
  const titleId = `qb-path-${card.id}`;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={titleId}>
      <Stack gap="sm" h="100%">
        <Group gap="sm" wrap="nowrap" justify="space-between" align="flex-start">
          <Group gap="sm" wrap="nowrap">
            <Icon size={24} aria-hidden />
            <Title order={2} size="h4" id={titleId}>
              {t(`paths.cards.${card.id}.title`)}
            </Title>
          </Group>
          {count.data === undefined ? null : (
            <Text size="sm" c="dimmed">
              {t('paths.count', { count: count.data })}
            </Text>
          )}
        </Group>
        <Text size="sm" style={{ flexGrow: 1 }}>
          {t(`paths.cards.${card.id}.description`)}
        </Text>
        <Code block style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }}>
          {card.endpoint}
        </Code>
        <Button
          component={Link}
          to={card.to}
          variant="light"
          rightSection={<IconArrowRight size={16} aria-hidden />}
          aria-label={t('paths.manageSection', { section: t(`paths.cards.${card.id}.title`) })}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('paths.manage')}
        </Button>
      </Stack>
    </Card>
  );
}

/** `/admin/qb/paths`: one card per quiz builder section with its list endpoint and a Manage button. */
export function QuizBuilderPathsPage() {
  const { t } = useTranslation('quiz-builder');
  useDocumentTitle(t('paths.title'));
  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="xs" mb="lg">
        <Title order={1} fz={{ base: 28, sm: 34 }}>
          {t('paths.title')}
        </Title>
        <Text c="dimmed">{t('paths.lead')}</Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {cards.map((card) => (
          <SectionCard key={card.id} card={card} />
        ))}
      </SimpleGrid>
    </Container>
  );
}
