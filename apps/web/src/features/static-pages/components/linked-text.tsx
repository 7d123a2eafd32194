import { Anchor } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** App paths that the long-form texts mention and that become links where they appear. */
const LINKABLE_PATHS = [
  '/policies/cookie-policy',
  '/policies/aydinlatma',
  '/policies/privacy',
  '/policies/terms',
  '/policies/kvkk',
  '/reception-vip/register',
  '/reception/delete-request',
  '/reception/register',
  '/profile/view',
  '/my-space',
  '/contacts',
  '/about',
  '/faq',
];

function escapeForPattern(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Splits a text into plain parts, the contact address and known app paths. */
export function splitLinkedText(
  text: string,
  contactEmail: string,
): { kind: 'text' | 'email' | 'path'; value: string }[] {
  const alternatives = [
    escapeForPattern(contactEmail),
    ...LINKABLE_PATHS.map(escapeForPattern),
  ].join('|');
  const pattern = new RegExp(`(?<![\\w/-])(${alternatives})(?![\\w/-])`, 'g');
  const parts: { kind: 'text' | 'email' | 'path'; value: string }[] = [];
  let cursor = 0;
  for (const match of text.matchAll(pattern)) {
    const value = match[0];
    if (match.index > cursor) {
      parts.push({ kind: 'text', value: text.slice(cursor, match.index) });
    }
    parts.push({ kind: value === contactEmail ? 'email' : 'path', value });
    cursor = match.index + value.length;
  }
  if (cursor < text.length) {
    parts.push({ kind: 'text', value: text.slice(cursor) });
  }
  return parts;
}

/** A text in which the contact address becomes a mailto link and app paths become router links. */
export function LinkedText({
  text,
  contactEmail,
}: {
  text: string;
  contactEmail: string;
}): ReactNode {
  return splitLinkedText(text, contactEmail).map((part, index) => {
    const key = `${String(index)}-${part.value}`;
    if (part.kind === 'email') {
      return (
        <Anchor key={key} href={`mailto:${part.value}`} inherit underline="always">
          {part.value}
        </Anchor>
      );
    }
    if (part.kind === 'path') {
      return (
        <Anchor key={key} component={Link} to={part.value} inherit underline="always">
          {part.value}
        </Anchor>
      );
    }
    return <span key={key}>{part.value}</span>;
  });
}
