import { useMemo, useState } from 'react';
import {
  Box,
  Button,
  EmptyState,
  Paper,
  Select,
  SimpleGrid,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCircleCheck, IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  contactLimits,
  contactPlatforms,
  contactWriteBodySchema,
  type ContactPlatform,
} from '@campus/contracts';
import { ValidatedForm } from '../../components/validated-form';
import { useAuth } from '../../lib/auth-store';
import { rewordErrors, useProblemFieldErrors } from '../../lib/form-validation';
import { toLocale } from '../../lib/i18n';
import { useFormFailure } from '../../lib/use-form-failure';
import { useSendContact } from './api';
import { newContactValues, toContactPayload, type ContactFormValues } from './form-values';
import {
  useContactFieldLabels,
  useContactRuleMessages,
  useContactValidation,
} from './use-contact-validation';
import { PageFrame } from '../../components/page-frames/page-frame';

/** `/contacts` (public): the contact form; names and e-mail are filled in for a signed-in person. */
export function ContactPage() {
  const { t, i18n } = useTranslation('contact');
  const { user_current: user } = useAuth();
  const locale = toLocale(i18n.language) ?? 'en';
  const labels = useContactFieldLabels();
  const ruleMessages = useContactRuleMessages();
  const validate = useContactValidation(labels, locale);
  const problemFieldErrors = useProblemFieldErrors(labels);
  const send = useSendContact();
  const [sent, setSent] = useState(false);

  const initialValues = useMemo(
    () =>
      newContactValues(
        user === null
          ? null
          : {
              first_name: user.user_first_name,
              last_name: user.user_last_name,
              email: user.user_email,
            },
      ),
    [user],
  );
  const form = useForm<ContactFormValues>({ mode: 'uncontrolled', initialValues, validate });
  const { failure, fail, handleSubmit } = useFormFailure(form, (problems) =>
    rewordErrors(problemFieldErrors(problems), ruleMessages),
  );

  function submit(values: ContactFormValues) {
    send.mutate(
      { body: contactWriteBodySchema.parse(toContactPayload(values, locale)) },
      {
        onSuccess: () => {
          form.setValues(initialValues);
          form.resetDirty(initialValues);
          setSent(true);
        },
        onError: fail,
      },
    );
  }

  return (
    <PageFrame title={t('page.title')} lead={t('page.lead')} size="sm">
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        {sent ? (
          <EmptyState
            icon={<IconCircleCheck size={32} aria-hidden />}
            withIndicatorBackground
            title={t('sent.title')}
            description={t('sent.description')}
            py="lg"
            role="status"
          >
            <EmptyState.Actions>
              <Button
                variant="default"
                onClick={() => {
                  setSent(false);
                }}
              >
                {t('sent.another')}
              </Button>
            </EmptyState.Actions>
          </EmptyState>
        ) : (
          <ValidatedForm label={t('form.label')} onSubmit={handleSubmit(submit)} failure={failure}>
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
              <TextInput
                label={labels.first_name}
                required
                autoComplete="given-name"
                maxLength={contactLimits.nameMaxLength}
                key={form.key('first_name')}
                {...form.getInputProps('first_name')}
              />
              <TextInput
                label={labels.last_name}
                required
                autoComplete="family-name"
                maxLength={contactLimits.nameMaxLength}
                key={form.key('last_name')}
                {...form.getInputProps('last_name')}
              />
              <TextInput
                label={labels.email}
                type="email"
                required
                autoComplete="email"
                key={form.key('email')}
                {...form.getInputProps('email')}
              />
              <TextInput
                label={labels.phone}
                description={t('form.phoneHint')}
                type="tel"
                autoComplete="tel"
                maxLength={contactLimits.phoneMaxLength}
                key={form.key('phone')}
                {...form.getInputProps('phone')}
              />
            </SimpleGrid>
            <TextInput
              label={labels.subject}
              required
              maxLength={contactLimits.subjectMaxLength}
              key={form.key('subject')}
              {...form.getInputProps('subject')}
            />
            <Select<ContactPlatform>
              label={labels.platform}
              placeholder={t('form.platformPlaceholder')}
              required
              allowDeselect={false}
              data={contactPlatforms.map((value) => ({
                value,
                label: t(`platforms.${value}`),
              }))}
              key={form.key('platform')}
              {...form.getInputProps('platform')}
            />
            <Textarea
              label={labels.details}
              description={t('form.detailsHint')}
              required
              rows={6}
              maxLength={contactLimits.detailsMaxLength}
              key={form.key('details')}
              {...form.getInputProps('details')}
            />
            {/* A field that people never see and bots fill in: such messages are dropped. */}
            <Box
              aria-hidden
              style={{
                position: 'absolute',
                left: -10_000,
                width: 1,
                height: 1,
                overflow: 'hidden',
              }}
            >
              <TextInput
                label={labels.website}
                tabIndex={-1}
                autoComplete="off"
                key={form.key('website')}
                {...form.getInputProps('website')}
              />
            </Box>
            <Button
              type="submit"
              loading={send.isPending}
              leftSection={<IconSend size={16} aria-hidden />}
              style={{ alignSelf: 'flex-end' }}
            >
              {t('form.submit')}
            </Button>
          </ValidatedForm>
        )}
      </Paper>
    </PageFrame>
  );
}
