import { Anchor, AspectRatio, Image, Stack, Text, Title } from '@mantine/core';
import { IconBrandInstagram } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFeaturedPosts } from '../api';
import { BareList } from '../../../components/bare-list';

/**
 * The home page's "From our Instagram": the active posts in display order,
 * each opening the post on Instagram in a new tab. Hidden when there are
 * none; a quiet line when they could not be loaded.
 */
export function InstagramFeaturedSection() {
  const { t, i18n } = useTranslation('instagram');
  const language = i18n.language.startsWith('tr') ? 'tr' : 'en';
  const posts = useFeaturedPosts();

  if (posts.isError) {
    return (
      <Text size="sm" c="dimmed" role="status">
        {t('featured.loadFailed')}
      </Text>
    );
  }
  if (posts.data === undefined || posts.data.length === 0) return null;

  return (
    <Stack gap="md" component="section" aria-labelledby="home-instagram">
      <Title order={2} id="home-instagram">
        {t('featured.heading')}
      </Title>
      <BareList columns={{ base: 2, sm: 3, lg: 4 }}>
        {posts.data.map((post) => {
          const caption = language === 'tr' ? post.caption_tr : post.caption_en;
          return (
            <li key={post.post_id}>
              <Anchor
                href={post.post_url}
                target="_blank"
                rel="noopener noreferrer"
                underline="never"
                c="inherit"
                aria-label={t('featured.openLabel', { caption })}
              >
                <Stack gap={6}>
                  <AspectRatio ratio={1}>
                    <Image src={post.image_url} alt={caption} radius="md" fit="cover" />
                  </AspectRatio>
                  <Text size="sm" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
                    <IconBrandInstagram
                      size={14}
                      aria-hidden
                      style={{ verticalAlign: 'text-bottom', marginRight: 4 }}
                    />
                    {caption}
                  </Text>
                </Stack>
              </Anchor>
            </li>
          );
        })}
      </BareList>
    </Stack>
  );
}
