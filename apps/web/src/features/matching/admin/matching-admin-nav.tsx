import { Button, Group, ScrollArea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';

/** The sections of `/admin/matching` (SPEC section 2, "Matching admin"), in the order of the admin dashboard. */
export const matchingAdminSections = [
  { key: 'physicals', path: '/admin/matching/physicals' },
  { key: 'statistics', path: '/admin/matching/physicals/statistics' },
  { key: 'users', path: '/admin/matching/users' },
  { key: 'pairs', path: '/admin/matching/pairs' },
  { key: 'matches', path: '/admin/matching/matches' },
  { key: 'calculations', path: '/admin/matching/calculations' },
] as const;

export type MatchingAdminSection = (typeof matchingAdminSections)[number]['key'];

/**
 * The section a path belongs to: the longest section path it starts with, so
 * `/physicals/statistics/…` is the statistics section and `/physicals/{id}`
 * the physicals one.
 */
export function sectionOf(pathname: string): MatchingAdminSection | undefined {
  return matchingAdminSections
    .filter(({ path }) => pathname === path || pathname.startsWith(`${path}/`))
    .sort((a, b) => b.path.length - a.path.length)[0]?.key;
}

/** Brings the current section's link into view in the sideways-scrolling row (phones). */
function showCurrent(node: HTMLAnchorElement | null): void {
  if (node !== null && typeof node.scrollIntoView === 'function')
    node.scrollIntoView({ block: 'nearest', inline: 'nearest' });
}

/**
 * The section links above every matching admin page, scrolling sideways on a
 * phone, the current section marked for the eye and for screen readers.
 */
export function MatchingAdminNav() {
  const { t } = useTranslation('matching-admin');
  const { pathname } = useLocation();
  const current = sectionOf(pathname);
  return (
    <nav aria-label={t('nav.label')}>
      <ScrollArea type="never" mb="md">
        <Group gap={4} wrap="nowrap" py={2}>
          {matchingAdminSections.map((section) => {
            const active = current === section.key;
            return (
              <Button
                key={section.key}
                component={Link}
                to={section.path}
                size="compact-sm"
                variant={active ? 'light' : 'subtle'}
                color={active ? undefined : 'gray'}
                aria-current={active ? 'page' : undefined}
                // Never squeezed: on a phone the row scrolls sideways, to the current section.
                style={{ flex: 'none' }}
                ref={active ? showCurrent : undefined}
              >
                {t(`nav.${section.key}`)}
              </Button>
            );
          })}
        </Group>
      </ScrollArea>
    </nav>
  );
}
