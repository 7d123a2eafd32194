import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { InformationProjectSummary } from '@campus/contracts';
import { inLanguage } from '../project-text';
import { ProjectActions } from './project-actions';
import { ProjectStatusBadge } from './project-status-badge';

interface ProjectCardProps {
  project: InformationProjectSummary;
  language: 'en' | 'tr';
  /** Where the detail page's back link returns (the list with its search). */
  listSearch: string;
  /** A moderator's edit; absent for everyone else. */
  onEdit?: (() => void) | undefined;
}

/** One project of the list: its name, the start of its description and a link to read it. */
export function ProjectCard({ project, language, listSearch, onEdit }: ProjectCardProps) {
  const { t } = useTranslation('information');
  const name = inLanguage(project, 'name', language);
  return (
    <Paper component="article" withBorder p="md" radius="md" aria-label={name} h="100%">
      <Stack gap="xs" h="100%" justify="space-between">
        <Stack gap="xs">
          {onEdit === undefined ? null : (
            <Group gap="xs">
              <ProjectStatusBadge status={project.status} />
              <Text size="xs" c="dimmed">
                {t('card.order', { order: project.display_order })}
              </Text>
            </Group>
          )}
          <Title order={2} size="h4">
            <Anchor
              component={Link}
              to={`/information/display/${project.project_id}`}
              state={{ listSearch }}
              inherit
            >
              {name}
            </Anchor>
          </Title>
          <Text size="sm" c="dimmed" lineClamp={3} style={{ whiteSpace: 'pre-line' }}>
            {inLanguage(project, 'description', language)}
          </Text>
        </Stack>
        {onEdit === undefined ? null : (
          <ProjectActions project={project} name={name} onEdit={onEdit} />
        )}
      </Stack>
    </Paper>
  );
}
