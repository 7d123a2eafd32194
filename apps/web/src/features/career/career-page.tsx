import { useState } from 'react';
import {
  Badge,
  Button,
  Collapse,
  EmptyState,
  Group,
  List,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconBriefcase, IconChevronDown, IconChevronUp, IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { defaultPageSize, type CareerPosition, type PositionListQuery } from '@campus/contracts';
import { ListPagination } from '../../components/list-pagination';
import { LoadErrorState } from '../../components/load-error-state';
import { usePositions } from './api';
import { PageFrame } from '../../components/page-frames/page-frame';
import { LoadingState } from '../../components/loading-state';

function PositionCard({ position }: { position: CareerPosition }) {
  const { t } = useTranslation('career');
  const [expanded, setExpanded] = useState(false);
  const detailsId = `position-${position.position_id}-details`;
  return (
    <Paper withBorder radius="md" p="lg" component="article" aria-labelledby={`${detailsId}-title`}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
          <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
            <Title
              order={2}
              size="h4"
              id={`${detailsId}-title`}
              style={{ overflowWrap: 'anywhere' }}
            >
              {position.title}
            </Title>
            <Group gap="xs" wrap="wrap">
              <Badge variant="light">{t(`employmentTypes.${position.employment_type}`)}</Badge>
              <Text size="sm" c="dimmed">
                {t('positions.team', { team: position.team })}
              </Text>
              <Text size="sm" c="dimmed">
                {t('positions.location', { location: position.location })}
              </Text>
            </Group>
          </Stack>
          <Group gap="xs">
            <Button
              variant="default"
              aria-expanded={expanded}
              aria-controls={detailsId}
              rightSection={
                expanded ? (
                  <IconChevronUp size={16} aria-hidden />
                ) : (
                  <IconChevronDown size={16} aria-hidden />
                )
              }
              onClick={() => {
                setExpanded((current) => !current);
              }}
            >
              {expanded ? t('positions.hideDetails') : t('positions.details')}
            </Button>
            <Button
              component={Link}
              to={`/career/apply?position=${encodeURIComponent(position.position_id)}`}
              aria-label={t('positions.applyTo', { title: position.title })}
              leftSection={<IconSend size={16} aria-hidden />}
            >
              {t('positions.apply')}
            </Button>
          </Group>
        </Group>
        <Collapse expanded={expanded}>
          <Stack
            gap="sm"
            id={detailsId}
            aria-label={t('positions.detailsOf', { title: position.title })}
          >
            <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {position.description}
            </Text>
            {position.requirements.length === 0 ? null : (
              <>
                <Title order={3} size="h5">
                  {t('positions.requirements')}
                </Title>
                <List size="sm" spacing={4}>
                  {position.requirements.map((requirement, index) => (
                    <List.Item key={index} style={{ overflowWrap: 'anywhere' }}>
                      {requirement}
                    </List.Item>
                  ))}
                </List>
              </>
            )}
          </Stack>
        </Collapse>
      </Stack>
    </Paper>
  );
}

/** `/career` (public): the open positions as cards, each with its details and an Apply button. */
export function CareerPage() {
  const { t } = useTranslation('career');
  const [params, setParams] = useState<PositionListQuery>({
    status: 'open',
    page: 1,
    page_size: defaultPageSize,
  });
  const positions = usePositions(params);
  const data = positions.data;

  return (
    <PageFrame
      title={t('title')}
      lead={t('lead')}
      actions={
        <Button component={Link} to="/career/apply" variant="light">
          {t('positions.openApplication')}
        </Button>
      }
    >
      <Stack gap="lg">
        {positions.isError && data === undefined ? (
          <LoadErrorState title={t('positions.loadFailed')} query={positions} />
        ) : data === undefined ? (
          <LoadingState heights={[120, 120]} />
        ) : data.total === 0 ? (
          <EmptyState
            icon={<IconBriefcase size={28} aria-hidden />}
            withIndicatorBackground
            title={t('positions.emptyTitle')}
            description={t('positions.emptyDescription')}
          >
            <EmptyState.Actions>
              <Button component={Link} to="/career/apply">
                {t('positions.openApplication')}
              </Button>
            </EmptyState.Actions>
          </EmptyState>
        ) : (
          <>
            <Stack gap="md">
              {data.items.map((position) => (
                <PositionCard key={position.position_id} position={position} />
              ))}
            </Stack>
            {data.total > params.page_size || params.page > 1 ? (
              <ListPagination
                page={params.page}
                pageSize={params.page_size}
                total={data.total}
                onPageChange={(page) => {
                  setParams((current) => ({ ...current, page }));
                }}
                onPageSizeChange={(pageSize) => {
                  setParams((current) => ({ ...current, page: 1, page_size: pageSize }));
                }}
              />
            ) : null}
          </>
        )}
      </Stack>
    </PageFrame>
  );
}
