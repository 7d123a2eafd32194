import { useState } from 'react';
import {
  Button,
  Container,
  Divider,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconMailForward } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import {
  contactIdParamsSchema,
  contactLimits,
  contactReplyBodySchema,
  type ContactMessage,
} from '@campus/contracts';
import { ErrorAlert } from '../../components/error-alert';
import { useDocumentTitle } from '../../components/use-document-title';
import { useFormatDate } from '../../lib/format-date';
import { useFieldError } from '../../lib/form-validation';
import { useErrorMessage } from '../../lib/use-error-message';
import { useContactMessage, useMarkContactHandled, useReplyToContact } from './api';
import { ContactStatusBadge } from './contact-status-badge';
import { BackLink } from '../../components/page-frames/back-link';
import { LoadingState } from '../../components/loading-state';
import { QueryState } from '../../components/query-state';

function Fact({ label, children }: { label: string; children: string }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Stack>
  );
}

function ReplyForm({ message }: { message: ContactMessage }) {
  const { t } = useTranslation('contact');
  const fieldError = useFieldError();
  const errorMessage = useErrorMessage();
  const reply = useReplyToContact();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  function submit() {
    const problem = fieldError(contactReplyBodySchema.shape.message, text, t('detail.replyLabel'));
    setError(problem);
    if (problem !== null) return;
    setFailure(null);
    reply.mutate(
      { params: { contact_id: message.contact_id }, body: { message: text } },
      {
        onSuccess: () => {
          setText('');
          notifications.show({
            color: 'green',
            message: t('detail.replied', { email: message.email }),
          });
        },
        onError: (cause) => {
          setFailure(errorMessage(cause));
        },
      },
    );
  }

  return (
    <form
      noValidate
      aria-label={t('detail.replyTitle')}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('detail.replyTitle')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('detail.replyLead', { language: t(`languages.${message.locale}`) })}
        </Text>
        {failure === null ? null : <ErrorAlert>{failure}</ErrorAlert>}
        <Textarea
          label={t('detail.replyLabel')}
          required
          rows={6}
          maxLength={contactLimits.replyMaxLength}
          value={text}
          error={error}
          onChange={(event) => {
            setText(event.currentTarget.value);
          }}
        />
        <Group justify="flex-end">
          <Button
            type="submit"
            loading={reply.isPending}
            leftSection={<IconMailForward size={16} aria-hidden />}
          >
            {t('detail.sendReply')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function ContactDetail({ message }: { message: ContactMessage }) {
  const { t } = useTranslation('contact');
  const formatDate = useFormatDate();
  const errorMessage = useErrorMessage();
  const markHandled = useMarkContactHandled();
  const [failure, setFailure] = useState<string | null>(null);

  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Group gap="sm" wrap="wrap">
          <ContactStatusBadge status={message.status} />
          <Text size="sm" c="dimmed">
            {t('detail.received', { date: formatDate(message.created_at, true) })}
          </Text>
        </Group>
        <Title order={1} fz={{ base: 24, sm: 30 }} style={{ overflowWrap: 'anywhere' }}>
          {message.subject}
        </Title>
      </Stack>
      <Paper withBorder radius="md" p="md">
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <Fact label={t('form.firstName')}>{message.first_name}</Fact>
            <Fact label={t('form.lastName')}>{message.last_name}</Fact>
            <Fact label={t('form.email')}>{message.email}</Fact>
            <Fact label={t('form.phone')}>{message.phone ?? t('detail.noPhone')}</Fact>
            <Fact label={t('form.platform')}>{t(`platforms.${message.platform}`)}</Fact>
            <Fact label={t('detail.language')}>{t(`languages.${message.locale}`)}</Fact>
          </SimpleGrid>
          <Divider />
          <Fact label={t('form.details')}>{message.details}</Fact>
        </Stack>
      </Paper>
      {message.status === 'handled' ? (
        <Text size="sm" c="dimmed">
          {message.handled_at === null
            ? null
            : t('detail.handledBy', {
                name: message.handled_by_name ?? t('detail.formerAdmin'),
                date: formatDate(message.handled_at, true),
              })}
        </Text>
      ) : (
        <Stack gap="xs">
          {failure === null ? null : <ErrorAlert>{failure}</ErrorAlert>}
          <Group>
            <Button
              variant="light"
              leftSection={<IconCheck size={16} aria-hidden />}
              loading={markHandled.isPending}
              onClick={() => {
                setFailure(null);
                markHandled.mutate(
                  { params: { contact_id: message.contact_id } },
                  {
                    onError: (cause) => {
                      setFailure(errorMessage(cause));
                    },
                  },
                );
              }}
            >
              {t('detail.markHandled')}
            </Button>
          </Group>
        </Stack>
      )}
      {message.reply === null ? null : (
        <Paper withBorder radius="md" p="md">
          <Stack gap={4}>
            <Text fw={600} size="sm">
              {message.replied_at === null
                ? t('detail.lastReply')
                : t('detail.lastReplyAt', { date: formatDate(message.replied_at, true) })}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {message.reply}
            </Text>
          </Stack>
        </Paper>
      )}
      <ReplyForm message={message} />
    </Stack>
  );
}

/** `/admin/contacts/:contact_id` (admins): one message, mark it handled, answer it by e-mail. */
export function AdminContactPage() {
  const { t } = useTranslation('contact');
  const { contact_id: contactId = '' } = useParams();
  const isValid = contactIdParamsSchema.safeParse({ contact_id: contactId }).success;
  const message = useContactMessage(contactId, isValid);
  useDocumentTitle(message.data?.subject ?? t('detail.title'));

  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <BackLink to="/admin/contacts/all" label={t('detail.back')} />
        {isValid ? (
          <QueryState
            query={message}
            loadFailed={t('detail.loadFailed')}
            loading={<LoadingState heights={[48, 240]} firstWidth="60%" />}
          >
            {(data) => <ContactDetail message={data} />}
          </QueryState>
        ) : (
          <ErrorAlert>{t('detail.notFound')}</ErrorAlert>
        )}
      </Stack>
    </Container>
  );
}
