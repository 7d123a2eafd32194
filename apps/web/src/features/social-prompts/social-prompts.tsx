import { useEffect, useId, useRef, useSyncExternalStore } from 'react';
import { Button, CloseButton, Container, Group, Paper, Stack, Text } from '@mantine/core';
import { IconBrandInstagram, IconBrandWhatsapp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useConsent } from '../../lib/cookie-consent';
import { dismissPrompt, getVisiblePrompt, recordPageVisit, subscribePrompt } from './prompt-store';
import type { SocialPrompt } from './prompt-rules';

function configuredUrl(value: unknown, fallback: string): string {
  return typeof value === 'string' && value.startsWith('https://') ? value : fallback;
}

/** The community channels; deployments set their own group and profile links. */
export const socialLinks: Record<SocialPrompt, string> = {
  whatsapp: configuredUrl(import.meta.env.VITE_WHATSAPP_URL, 'https://chat.whatsapp.com/'),
  instagram: configuredUrl(import.meta.env.VITE_INSTAGRAM_URL, 'https://www.instagram.com/'),
};

const icons = { whatsapp: IconBrandWhatsapp, instagram: IconBrandInstagram } as const;
// Brand tints for the decorative icon only; the button keeps the primary colour's contrast.
const colors = { whatsapp: 'green', instagram: 'grape' } as const;

/**
 * SPEC "Social prompts": counts one visit per route change and shows at most
 * one small, non-blocking invitation, in the page's flow after its content
 * (never over a form, a button or a dialog's backdrop). It waits while the
 * cookie banner asks for a choice.
 */
export function SocialPrompts() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const consent = useConsent();
  const prompt = useSyncExternalStore(subscribePrompt, getVisiblePrompt, () => null);
  const titleId = useId();
  // Query changes (filters, pages) are not new visits; StrictMode's second effect run is not either.
  const countedPath = useRef<string | null>(null);

  useEffect(() => {
    if (countedPath.current === pathname) return;
    countedPath.current = pathname;
    recordPageVisit();
  }, [pathname]);

  if (prompt === null || consent === null) return null;
  const Icon = icons[prompt];

  return (
    <Container size="lg" pb="xl" w="100%">
      <Paper component="aside" aria-labelledby={titleId} withBorder p="md" maw={420} ml="auto">
        <Group align="flex-start" gap="sm" wrap="nowrap">
          <Icon
            size={28}
            stroke={1.6}
            aria-hidden
            color={`var(--mantine-color-${colors[prompt]}-filled)`}
          />
          <Stack gap={6} flex={1}>
            <Text fw={700} size="sm" id={titleId}>
              {t(`social.${prompt}.title`)}
            </Text>
            <Text size="sm">{t(`social.${prompt}.body`)}</Text>
            <Group gap="xs">
              <Button
                component="a"
                href={socialLinks[prompt]}
                target="_blank"
                rel="noopener noreferrer"
                size="xs"
                onClick={() => {
                  // Following the link answers the invitation as much as closing it does.
                  dismissPrompt(prompt);
                }}
              >
                {t(`social.${prompt}.action`)}
              </Button>
            </Group>
          </Stack>
          <CloseButton
            aria-label={t('social.dismiss')}
            onClick={() => {
              dismissPrompt(prompt);
            }}
          />
        </Group>
      </Paper>
    </Container>
  );
}
