import {
  Anchor,
  Badge,
  Button,
  Card,
  Container,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconCalendarEvent, IconLogin2, IconPlus, IconSparkles } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  listingCategories,
  liveFeatureAreas,
  type HomeCard,
  type ListingCategory,
} from '@campus/contracts';
import { ErrorAlert } from '../../../components/error-alert';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useAuth } from '../../../lib/auth-store';
import { useFormatDate } from '../../../lib/format-date';
import { useErrorMessage } from '../../../lib/use-error-message';
import { boardPath, categoryLooks } from '../category-icons';
import { useHomeMain, usePublicStatistics } from './api';
import { HomeStats, type HomeFigures } from './home-stats';

interface CategoryCardProps {
  category: ListingCategory;
  /** The card's data when signed in; undefined while it loads; null for visitors. */
  card: HomeCard | undefined | null;
}

function CategoryCard({ category, card }: CategoryCardProps) {
  const { t } = useTranslation('home');
  const { t: tListings } = useTranslation('listings');
  const formatDate = useFormatDate();
  const look = categoryLooks[category];
  const CategoryIcon = look.icon;
  const headingId = `home-card-${category}`;
  const title = tListings(`categories.${category}.title`);

  function listings() {
    if (card === null) {
      return (
        <Text size="sm" c="dimmed">
          {t('cards.signInPrompt')}
        </Text>
      );
    }
    if (card === undefined) {
      return (
        <Stack gap="xs" aria-hidden>
          <Skeleton height={40} />
          <Skeleton height={40} />
        </Stack>
      );
    }
    if (card.listings.length === 0) {
      return (
        <Text size="sm" c="dimmed">
          {t('cards.empty')}
        </Text>
      );
    }
    return (
      <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {card.listings.map((listing) => (
          <li key={listing.listing_id}>
            <Text size="sm" fw={600} lineClamp={1} style={{ overflowWrap: 'anywhere' }}>
              {listing.title}
            </Text>
            <Text size="xs" c="dimmed">
              {tListings('card.expires', {
                date: formatDate(`${listing.expires_on}T12:00:00Z`),
              })}
            </Text>
            <Text size="sm" c="dimmed" lineClamp={1} style={{ overflowWrap: 'anywhere' }}>
              {listing.description}
            </Text>
          </li>
        ))}
      </Stack>
    );
  }

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={headingId}>
      <Stack gap="md" h="100%">
        <Group gap="sm" wrap="nowrap" justify="space-between" align="flex-start">
          <Group gap="sm" wrap="nowrap">
            <ThemeIcon size={40} radius="md" variant="light" color={look.color} aria-hidden>
              <CategoryIcon size={22} />
            </ThemeIcon>
            <Title order={3} fz="lg" id={headingId}>
              {title}
            </Title>
          </Group>
          {card === null || card === undefined ? null : (
            <Badge variant="light" color="gray" tt="none">
              {t('cards.total', { count: card.total })}
            </Badge>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          {tListings(`categories.${category}.description`)}
        </Text>
        <div style={{ flexGrow: 1 }}>{listings()}</div>
        {card === null ? (
          <Button
            component={Link}
            to={`/reception/login?next=${encodeURIComponent(boardPath(category))}`}
            variant="light"
            leftSection={<IconLogin2 size={16} aria-hidden />}
            aria-label={t('cards.signInLabel', { category: title })}
          >
            {t('cards.signIn')}
          </Button>
        ) : (
          <Group gap="sm" justify="space-between">
            <Anchor
              component={Link}
              to={boardPath(category)}
              size="sm"
              aria-label={t('cards.seeAllLabel', { category: title })}
            >
              {t('cards.seeAll')}
            </Anchor>
            <Button
              component={Link}
              to={`${boardPath(category)}?post=1`}
              size="xs"
              variant="light"
              leftSection={<IconPlus size={14} aria-hidden />}
              aria-label={t('cards.postLabel', { category: title })}
            >
              {t('cards.post')}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}

/**
 * `/home`: a welcome, the statistics, and the five listings cards with their
 * newest listings. Visitors who are not signed in see the public statistics
 * and the cards with a sign-in call instead of listings. `personal` holds the
 * signed-in person's shortcuts and `after` the sections other features add
 * below the cards (the composition root's choice).
 */
export function HomePage({ personal, after }: { personal?: ReactNode; after?: ReactNode } = {}) {
  const { t } = useTranslation('home');
  useDocumentTitle(t('documentTitle'));
  const { isAuthenticated, user_current: user } = useAuth();
  const errorMessage = useErrorMessage();
  const main = useHomeMain(isAuthenticated);
  const open = usePublicStatistics(!isAuthenticated);

  let figures: HomeFigures | undefined;
  if (isAuthenticated && main.data !== undefined) {
    figures = {
      coursesOpen: main.data.statistics.courses_open,
      vipCourses: main.data.statistics.vip_courses,
      features: main.data.statistics.features,
    };
  } else if (!isAuthenticated && open.data !== undefined) {
    figures = {
      coursesOpen: open.data.open_courses,
      vipCourses: open.data.vip_courses,
      features: liveFeatureAreas.length,
    };
  }
  const failed = isAuthenticated ? main.isError : open.isError;

  function cardOf(category: ListingCategory): HomeCard | undefined | null {
    if (!isAuthenticated) return null;
    return main.data?.cards.find((card) => card.category === category);
  }

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="xl">
        <Stack gap={6}>
          <Title order={1} fz={{ base: 28, sm: 36 }}>
            {user === null
              ? t('welcome.guestTitle')
              : t('welcome.title', { name: user.user_first_name })}
          </Title>
          <Text c="dimmed" maw="70ch">
            {user === null ? t('welcome.guestLead') : t('welcome.lead')}
          </Text>
          {isAuthenticated && main.data !== undefined ? (
            <Group gap={6}>
              <IconCalendarEvent size={16} aria-hidden />
              <Text size="sm">{t('welcome.events', { count: main.data.active_events })}</Text>
            </Group>
          ) : null}
          {isAuthenticated ? (
            <Button
              component={Link}
              to="/assistant"
              variant="light"
              size="sm"
              w="fit-content"
              mt={4}
              leftSection={<IconSparkles size={16} aria-hidden />}
            >
              {t('welcome.assistant')}
            </Button>
          ) : null}
        </Stack>

        {isAuthenticated ? personal : null}

        <section aria-labelledby="home-stats">
          <VisuallyHidden>
            <Title order={2} id="home-stats">
              {t('stats.heading')}
            </Title>
          </VisuallyHidden>
          <HomeStats figures={figures} failed={failed} />
        </section>

        <Stack gap="md" component="section" aria-labelledby="home-boards">
          <Stack gap={4}>
            <Title order={2} id="home-boards">
              {t('cards.heading')}
            </Title>
            <Text c="dimmed">{t('cards.lead')}</Text>
          </Stack>
          {isAuthenticated && main.isError ? (
            <ErrorAlert>{errorMessage(main.error)}</ErrorAlert>
          ) : null}
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
            {listingCategories.map((category) => (
              <CategoryCard key={category} category={category} card={cardOf(category)} />
            ))}
          </SimpleGrid>
        </Stack>

        {after}
      </Stack>
    </Container>
  );
}
