import {
  ActionIcon,
  Anchor,
  AspectRatio,
  Badge,
  Card,
  Group,
  Image,
  Stack,
  Switch,
  Text,
  Tooltip,
} from '@mantine/core';
import {
  IconArrowDown,
  IconArrowUp,
  IconExternalLink,
  IconPencil,
  IconTrash,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { InstagramPost } from '@campus/contracts';

interface AdminPostCardProps {
  post: InstagramPost;
  /** Whether the post is shown, as asked while a change is on its way. */
  active: boolean;
  caption: string;
  isFirst: boolean;
  isLast: boolean;
  /** True while a change of this post is on its way. */
  busy: boolean;
  onMove: (direction: 'up' | 'down') => void;
  onActiveChange: (active: boolean) => void;
  onEdit: () => void;
  onDelete: () => void;
}

/** A featured post as admins manage it: image, caption, link, order, state and actions. */
export function AdminPostCard({
  post,
  active,
  caption,
  isFirst,
  isLast,
  busy,
  onMove,
  onActiveChange,
  onEdit,
  onDelete,
}: AdminPostCardProps) {
  const { t } = useTranslation('instagram');
  const actions = [
    {
      label: t('admin.moveUp', { caption }),
      icon: IconArrowUp,
      disabled: isFirst,
      onClick: () => {
        onMove('up');
      },
    },
    {
      label: t('admin.moveDown', { caption }),
      icon: IconArrowDown,
      disabled: isLast,
      onClick: () => {
        onMove('down');
      },
    },
    { label: t('admin.edit', { caption }), icon: IconPencil, disabled: false, onClick: onEdit },
  ];
  return (
    <Card withBorder radius="md" padding="sm" h="100%" data-testid="instagram-admin-post">
      <Card.Section>
        <AspectRatio ratio={1}>
          <Image
            src={post.image_url}
            alt={caption}
            fit="cover"
            style={{ opacity: active ? 1 : 0.55 }}
          />
        </AspectRatio>
      </Card.Section>
      <Stack gap="xs" mt="sm" h="100%">
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Badge variant="light" color="gray" tt="none">
            {t('admin.order', { order: post.display_order })}
          </Badge>
          <Badge variant="light" color={active ? 'green' : 'gray'} tt="none">
            {active ? t('admin.active') : t('admin.inactive')}
          </Badge>
        </Group>
        <Text size="sm" lineClamp={3} style={{ overflowWrap: 'anywhere' }}>
          {caption}
        </Text>
        <Anchor
          href={post.post_url}
          target="_blank"
          rel="noopener noreferrer"
          size="xs"
          style={{ overflowWrap: 'anywhere' }}
        >
          <Group gap={4} wrap="nowrap" component="span">
            <IconExternalLink size={14} aria-hidden />
            <span>{post.post_url.replace(/^https:\/\/www\./, '')}</span>
          </Group>
        </Anchor>
        <Switch
          mt="auto"
          checked={active}
          disabled={busy}
          label={t('admin.showOnHome')}
          aria-label={t('admin.showOnHomeLabel', { caption })}
          onChange={(event) => {
            onActiveChange(event.currentTarget.checked);
          }}
        />
        <Group gap={6} justify="flex-end">
          {actions.map((action) => (
            <Tooltip key={action.label} label={action.label} withinPortal>
              <ActionIcon
                variant="default"
                size="lg"
                aria-label={action.label}
                disabled={busy || action.disabled}
                onClick={action.onClick}
              >
                <action.icon size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
          ))}
          <Tooltip label={t('admin.delete', { caption })} withinPortal>
            <ActionIcon
              variant="light"
              color="red"
              size="lg"
              aria-label={t('admin.delete', { caption })}
              disabled={busy}
              onClick={onDelete}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Stack>
    </Card>
  );
}
