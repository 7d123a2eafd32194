import { useEffect, useState } from 'react';
import {
  Anchor,
  Button,
  Container,
  EmptyState,
  Group,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconArrowLeft, IconPlus, IconZoomQuestion } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import {
  listingCategorySchema,
  listingListQuerySchema,
  type Listing,
  type ListingCategory,
} from '@campus/contracts';
import { useDocumentTitle } from '../../components/use-document-title';
import { useListState, writeListState } from '../../lib/use-list-state';
import { useBoard } from './api';
import { categoryLooks } from './category-icons';
import { ListingCard } from './components/listing-card';
import { ListingDetailModal } from './components/listing-detail-modal';
import { ListingEditorDrawer, type ListingEditorTarget } from './components/listing-editor-drawer';
import { LoadingState } from '../../components/loading-state';
import { FilteredEmptyState, PagedList } from '../../components/paged-list';
import { SearchInput } from '../../components/list-filters';
import { useDrawerTarget } from '../../components/add-edit-drawer';

/** A board's state in its address: `?q=&page=&page_size=` (the category is in the path). */
const boardStateSchema = listingListQuerySchema.omit({ category: true });

/** `/listings/:category` (signed in): one board, searchable, a page at a time. */
export function ListingsBoardPage() {
  const { t } = useTranslation('listings');
  const parsed = listingCategorySchema.safeParse(useParams().category);
  useDocumentTitle(parsed.success ? t(`categories.${parsed.data}.title`) : t('board.unknown'));
  if (!parsed.success) {
    return (
      <Container size="md" py="xl">
        <EmptyState
          icon={<IconZoomQuestion size={32} aria-hidden />}
          withIndicatorBackground
          title={t('board.unknown')}
          description={t('board.unknownDescription')}
        >
          <EmptyState.Actions>
            <Button component={Link} to="/home" variant="default">
              {t('board.backHome')}
            </Button>
          </EmptyState.Actions>
        </EmptyState>
      </Container>
    );
  }
  return <Board key={parsed.data} category={parsed.data} />;
}

function Board({ category }: { category: ListingCategory }) {
  const { t } = useTranslation('listings');
  const { params, update, searchText, changeSearch } = useListState(boardStateSchema);
  const board = useBoard({ category, ...params });
  const [open, setOpen] = useState<Listing | null>(null);
  const [searchParams, setSearchParams] = useSearchParams();
  // "Post a listing" on a home card arrives with ?post=1: the form opens at once.
  const editingDrawer = useDrawerTarget<ListingEditorTarget>(
    searchParams.get('post') === '1' ? { listing: null, category } : null,
  );
  const arrivedToPost = searchParams.has('post');

  useEffect(() => {
    if (arrivedToPost) setSearchParams(writeListState(boardStateSchema, params), { replace: true });
  }, [arrivedToPost, params, setSearchParams]);
  const look = categoryLooks[category];
  const CategoryIcon = look.icon;
  const searched = (params.q ?? '') !== '';

  function openEditor() {
    editingDrawer.open({ listing: null, category });
  }

  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Anchor component={Link} to="/home" size="sm">
          <Group gap={4} component="span" wrap="nowrap">
            <IconArrowLeft size={16} aria-hidden />
            {t('board.backHome')}
          </Group>
        </Anchor>
        <Group justify="space-between" align="flex-end" gap="md">
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <ThemeIcon size={44} radius="md" variant="light" color={look.color} aria-hidden>
              <CategoryIcon size={24} />
            </ThemeIcon>
            <Stack gap={4}>
              <Title order={1} fz={{ base: 26, sm: 32 }}>
                {t(`categories.${category}.title`)}
              </Title>
              <Text c="dimmed" maw="60ch">
                {t(`categories.${category}.description`)}
              </Text>
            </Stack>
          </Group>
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={openEditor}>
            {t('board.post')}
          </Button>
        </Group>
        <SearchInput
          label={t('board.search')}
          placeholder={t('board.searchPlaceholder')}
          maxLength={100}
          value={searchText}
          onChange={changeSearch}
        />
        <PagedList
          query={board}
          params={params}
          update={update}
          loadFailed={t('board.loadFailed')}
          isEmpty={(data) => data.total === 0}
          fade
          empty={
            <FilteredEmptyState
              icon={<CategoryIcon size={32} aria-hidden />}
              title={searched ? t('board.noMatchTitle') : t('board.emptyTitle')}
              description={searched ? t('board.noMatchDescription') : t('board.emptyDescription')}
              filtered={false}
            />
          }
        >
          {(data) =>
            data === undefined ? (
              <LoadingState heights={[110, 110]} gap="sm" />
            ) : (
              <>
                <Text size="sm" c="dimmed" aria-live="polite">
                  {t('board.count', { count: data.total })}
                </Text>
                <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
                  {data.items.map((listing) => (
                    <li key={listing.listing_id}>
                      <ListingCard
                        listing={listing}
                        onOpen={() => {
                          setOpen(listing);
                        }}
                      />
                    </li>
                  ))}
                </Stack>
              </>
            )
          }
        </PagedList>
      </Stack>
      <ListingDetailModal
        listing={open}
        onClose={() => {
          setOpen(null);
        }}
      />
      <ListingEditorDrawer
        target={editingDrawer.target}
        onClose={() => {
          editingDrawer.close();
        }}
      />
    </Container>
  );
}
