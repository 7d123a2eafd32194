import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { qbOtherLang, type QbLang } from './qb-text';

/** A list's first cell: the thing's text in the reader's language as a link, the other language under it. */
export function QbNameCell({
  to,
  texts,
  lang,
}: {
  to: string;
  texts: Readonly<Record<QbLang, string>>;
  lang: QbLang;
}) {
  const other = qbOtherLang(lang);
  return (
    <Stack gap={2}>
      <Anchor component={Link} to={to} fw={600} size="sm" lang={lang}>
        {texts[lang]}
      </Anchor>
      <Text size="xs" c="dimmed" lang={other}>
        {texts[other]}
      </Text>
    </Stack>
  );
}
