import { Anchor, Loader, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useQuery, keepPreviousData } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { assistantEndpoints, siteSearchQuerySchema } from '@campus/contracts';
import { LoadErrorState } from '../../components/load-error-state';
import { endpointQuery } from '../../lib/endpoint-client';
import { useListState } from '../../lib/use-list-state';
import { SafeMarkdown } from './safe-markdown';
import { PageFrame } from '../../components/page-frames/page-frame';
import { BareList } from '../../components/bare-list';

/** The page's state in its address: the words searched (`?q=`). */
const searchPageSchema = z.object({ q: z.string().trim().max(200).default('') });

/** The shortest search the API takes. */
const minimumLength = siteSearchQuerySchema.shape.q.minLength ?? 2;

/**
 * `/search` (everyone): one search over courses, experiences, the Q&A bank,
 * the question pool, the information bank, the FAQ, the dev log and events,
 * grouped by kind, each result a link to its page. Visitors find public pages
 * only; the API decides.
 */
export function SearchPage() {
  const { t, i18n } = useTranslation('assistant');
  const lang = i18n.language.startsWith('tr') ? 'tr' : 'en';
  const { params, searchText, changeSearch } = useListState(searchPageSchema);
  const q = params.q;
  const enabled = q.length >= minimumLength;
  const results = useQuery({
    ...endpointQuery(assistantEndpoints.search, { query: { q, lang } }),
    enabled,
    placeholderData: keepPreviousData,
  });
  const groups = enabled ? (results.data?.groups ?? []) : [];
  const count = groups.reduce((sum, group) => sum + group.items.length, 0);

  return (
    <PageFrame title={t('search.title')}>
      <Stack gap="lg">
        <form
          role="search"
          onSubmit={(event) => {
            event.preventDefault();
          }}
        >
          <TextInput
            label={t('search.label')}
            placeholder={t('search.placeholder')}
            leftSection={<IconSearch size={16} aria-hidden />}
            rightSection={results.isFetching ? <Loader size="xs" /> : null}
            value={searchText}
            onChange={(event) => {
              changeSearch(event.currentTarget.value);
            }}
            maxLength={200}
            size="md"
          />
        </form>
        {!enabled ? (
          <Text c="dimmed">{t('search.hint', { count: minimumLength })}</Text>
        ) : results.isError ? (
          <LoadErrorState title={t('search.loadError')} query={results} />
        ) : results.data === undefined ? (
          <Text role="status" c="dimmed">
            {t('search.searching')}
          </Text>
        ) : (
          <>
            <Text role="status" aria-live="polite">
              {count === 0 ? t('search.none', { q }) : t('search.count', { count, q })}
            </Text>
            {groups.map((group) => (
              <section key={group.source_type} aria-labelledby={`search-${group.source_type}`}>
                <Title order={2} size="h4" id={`search-${group.source_type}`} mb="xs">
                  {t(`admin.index.sources.${group.source_type}`)}
                </Title>
                <BareList gap="sm">
                  {group.items.map((item) => (
                    <li key={item.source_id}>
                      <Paper withBorder radius="md" p="md">
                        <Anchor component={Link} to={item.path} fw={600}>
                          {item.title}
                        </Anchor>
                        <Text size="sm" c="dimmed" component="div">
                          <SafeMarkdown text={item.fragment} sources={[]} />
                        </Text>
                      </Paper>
                    </li>
                  ))}
                </BareList>
              </section>
            ))}
          </>
        )}
      </Stack>
    </PageFrame>
  );
}
