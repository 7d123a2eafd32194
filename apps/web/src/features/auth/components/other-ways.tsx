import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';

interface PageLink {
  to: string;
  label: string;
}

interface OtherWaysProps {
  /** A question and its answer as a link: 'No account yet? Register'. */
  question: string;
  answer: PageLink;
  /** The same step for the other kind of account (student or graduate). */
  other: PageLink;
}

/** The links under a sign-in or registration form to the other ways in. */
export function OtherWays({ question, answer, other }: OtherWaysProps) {
  return (
    <Stack gap={6} align="center" ta="center">
      <Text size="sm">
        {question}{' '}
        <Anchor component={Link} to={answer.to} fw={600}>
          {answer.label}
        </Anchor>
      </Text>
      <Anchor component={Link} to={other.to} size="sm">
        {other.label}
      </Anchor>
    </Stack>
  );
}
