import { Button, Card, Code, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
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
import {
  qbBundleEndpoints,
  qbBundlePreviewEndpoints,
  qbQuestionEndpoints,
  qbQuizEndpoints,
  qbResponseEndpoints,
  quizBuilderEndpoints,
  type Endpoint,
} from '@campus/contracts';
import { PageFrame } from '../../components/page-frames/page-frame';
import { endpointQuery } from '../../lib/endpoint-client';

/** A section's list: every one answers a page with its `total`. */
type SectionList =
  | typeof quizBuilderEndpoints.listMatters
  | typeof quizBuilderEndpoints.listOptions
  | typeof quizBuilderEndpoints.listPhrases
  | typeof qbQuestionEndpoints.listQuestions
  | typeof qbResponseEndpoints.listResponses
  | typeof qbQuizEndpoints.listQuizzes
  | typeof qbBundleEndpoints.listBundles;

interface PathCard {
  /** The key of the card's texts under `paths.cards`. */
  id: string;
  /** The endpoint shown on the card. */
  endpoint: Endpoint;
  /** The list whose things are counted (the card's endpoint), if any. */
  list?: SectionList;
  to: string;
  icon: TablerIcon;
}

const listCard = (id: string, list: SectionList, icon: TablerIcon): PathCard => ({
  id,
  endpoint: list,
  list,
  to: `/admin/qb/${id}`,
  icon,
});

const cards: readonly PathCard[] = [
  listCard('matters', quizBuilderEndpoints.listMatters, IconTags),
  listCard('options', quizBuilderEndpoints.listOptions, IconListCheck),
  listCard('phrases', quizBuilderEndpoints.listPhrases, IconQuote),
  listCard('questions', qbQuestionEndpoints.listQuestions, IconMessageQuestion),
  listCard('responses', qbResponseEndpoints.listResponses, IconHash),
  listCard('quizzes', qbQuizEndpoints.listQuizzes, IconBooks),
  listCard('bundles', qbBundleEndpoints.listBundles, IconPackage),
  {
    id: 'display',
    endpoint: qbBundlePreviewEndpoints.previewBundle,
    to: '/admin/qb/bundle/display',
    icon: IconEye,
  },
];

/** An endpoint as the API reference writes it: `GET /api/admin/qb/bundle/preview/{bundle_id}`. */
function endpointLine({ method, path }: Endpoint): string {
  return `${method} /api${path.replace(/:([A-Za-z0-9_]+)/g, '{$1}')}`;
}

const countQuery = { page: 1, page_size: 10 };

/** How many things a section holds (one small page of its list); nothing when the call fails. */
function SectionCount({ list }: { list: SectionList }) {
  const { t } = useTranslation('quiz-builder');
  const count = useQuery({
    ...endpointQuery(list, { query: countQuery }),
    select: (page) => page.total,
    retry: false,
  });
  if (count.data === undefined) return null;
  return (
    <Text size="sm" c="dimmed">
      {t('paths.count', { count: count.data })}
    </Text>
  );
}

function SectionCard({ card }: { card: PathCard }) {
  const { t } = useTranslation('quiz-builder');
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
          {card.list === undefined ? null : <SectionCount list={card.list} />}
        </Group>
        <Text size="sm" style={{ flexGrow: 1 }}>
          {t(`paths.cards.${card.id}.description`)}
        </Text>
        <Code block style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }}>
          {endpointLine(card.endpoint)}
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
  return (
    <PageFrame title={t('paths.title')} lead={t('paths.lead')} size="xl">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {cards.map((card) => (
          <SectionCard key={card.id} card={card} />
        ))}
      </SimpleGrid>
    </PageFrame>
  );
}
