import {
  Anchor,
  Button,
  FileInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconFileCertificate, IconHourglass } from '@tabler/icons-react';
import {
  accountLimits,
  graduateRegisterFieldsSchema,
  graduationYearBounds,
  registerBodySchema,
} from '@campus/contracts';
import type { Department } from '@campus/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CardPage } from '../../components/card-page';
import { useFieldError } from '../../lib/form-validation';
import { serverFieldErrors } from './apply-server-errors';
import { fetchDepartments, registerGraduate } from './api';
import type { AccountValues } from './components/account-fields';
import { AccountFields, accountRules, initialAccountValues } from './components/account-fields';
import { FailureAlert } from './components/failure-alert';
import { SuccessPanel } from './components/success-panel';
import { toFailure } from './failure';
import { WholeNumberInput } from '../../components/whole-number-input';

/** Proof documents the API takes (PRODUCT.md: PDF or image). */
export const proofTypes: readonly string[] = [
  'application/pdf',
  'image/png',
  'image/jpeg',
  'image/webp',
];
const proofMaxMegabytes = accountLimits.proofMaxBytes / (1024 * 1024);
/** The Select value that switches to a typed department name. */
const otherDepartment = 'other';

interface GraduateValues extends AccountValues {
  graduation_year: number | string;
  student_number: string;
  department_choice: string | null;
  department_other: string;
  proof: File | null;
}

const graduateFieldNames = [
  'user_first_name',
  'user_last_name',
  'user_email',
  'user_password',
  'locale',
  'graduation_year',
  'student_number',
  'department',
  'proof',
] as const;

/** Builds the multipart body with the field names of `graduateRegisterFieldsSchema`, the file as `proof`. */
export function graduateFormData(
  values: GraduateValues,
  departments: readonly Department[],
  language: string,
): FormData {
  const account = registerBodySchema.parse(values);
  const department =
    values.department_choice === otherDepartment
      ? values.department_other.trim()
      : departmentLabel(
          departments.find((entry) => String(entry.department_id) === values.department_choice),
          language,
        );
  const data = new FormData();
  data.append('user_email', account.user_email);
  data.append('user_password', account.user_password);
  data.append('user_first_name', account.user_first_name);
  data.append('user_last_name', account.user_last_name);
  data.append('locale', account.locale);
  data.append('graduation_year', String(values.graduation_year));
  data.append('student_number', values.student_number.trim());
  data.append('department', department);
  if (values.proof !== null) data.append('proof', values.proof, values.proof.name);
  return data;
}

function departmentLabel(department: Department | undefined, language: string): string {
  if (department === undefined) return '';
  return language === 'tr' ? department.name_tr : department.name_en;
}

/** `/reception-vip/register`: a graduate's account and application, reviewed by the staff. */
export function VipRegisterPage() {
  const { t, i18n } = useTranslation('auth');
  const { t: tc } = useTranslation('common');
  const fieldError = useFieldError();
  const language = i18n.language;
  const [failure, setFailure] = useState<string | null>(null);
  const [isSent, setSent] = useState(false);
  const years = graduationYearBounds();

  const departmentsQuery = useQuery({
    queryKey: ['coursefile', 'departments'],
    queryFn: ({ signal }) => fetchDepartments(signal),
    staleTime: 60 * 60_000,
  });
  const departments = departmentsQuery.data ?? [];
  const departmentOptions = [
    ...departments
      .map((department) => ({
        value: String(department.department_id),
        label: departmentLabel(department, language),
      }))
      .sort((a, b) => a.label.localeCompare(b.label, language)),
    { value: otherDepartment, label: t('fields.departmentOther') },
  ];

  const form = useForm<GraduateValues>({
    initialValues: {
      ...initialAccountValues(language),
      graduation_year: '',
      student_number: '',
      department_choice: null,
      department_other: '',
      proof: null,
    },
    validate: {
      ...accountRules(fieldError, t, tc),
      graduation_year: (value) => {
        if (value === '') return tc('validation.required', { field: t('fields.graduationYear') });
        const year = Number(value);
        return Number.isInteger(year) && year >= years.min && year <= years.max
          ? null
          : t('validation.graduationYear', { min: years.min, max: years.max });
      },
      student_number: (value) =>
        fieldError(
          graduateRegisterFieldsSchema.shape.student_number,
          value,
          t('fields.studentNumber'),
          t('validation.studentNumber'),
        ),
      department_choice: (value) =>
        value === null ? tc('validation.required', { field: t('fields.department') }) : null,
      department_other: (value, values) =>
        values.department_choice === otherDepartment
          ? fieldError(
              graduateRegisterFieldsSchema.shape.department,
              value,
              t('fields.departmentName'),
            )
          : null,
      proof: (file) => {
        if (file === null) return null;
        if (!proofTypes.includes(file.type)) return t('validation.proofType');
        if (file.size > accountLimits.proofMaxBytes) {
          return tc('validation.fileTooLarge', { size: proofMaxMegabytes });
        }
        return null;
      },
    },
  });

  const handleSubmit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      await registerGraduate(graduateFormData(values, departments, language));
      setSent(true);
    } catch (error) {
      const read = await toFailure(
        error,
        tc('errors.applicationFailed'),
        tc('errors.invalidResponse'),
      );
      const fieldErrors = serverFieldErrors(
        read,
        graduateFieldNames,
        tc('errors.passwordTooCommon'),
      );
      const { department, ...others } = fieldErrors;
      form.setErrors({
        ...others,
        ...(department === undefined
          ? {}
          : values.department_choice === otherDepartment
            ? { department_other: department }
            : { department_choice: department }),
      });
      if (Object.keys(fieldErrors).length === 0) setFailure(read.message);
    }
  });

  return (
    <CardPage
      title={t('vipRegister.title')}
      description={isSent ? undefined : t('vipRegister.description')}
      standalone
      width={600}
    >
      {isSent ? (
        <SuccessPanel
          title={t('vipRegister.sentTitle')}
          icon={<IconHourglass size={32} stroke={1.6} />}
          color="blue"
          actions={
            <Button component={Link} to="/reception-vip/login" variant="light">
              {t('vipRegister.toLogin')}
            </Button>
          }
        >
          {t('vipRegister.sentBody')}
        </SuccessPanel>
      ) : (
        <Stack gap="lg">
          {failure !== null && <FailureAlert>{failure}</FailureAlert>}
          <form onSubmit={handleSubmit} noValidate>
            <Stack gap="xl">
              <AccountFields form={form} />
              <Stack gap="md">
                <Stack gap={2}>
                  <Title order={2} fz="h4">
                    {t('vipRegister.graduationTitle')}
                  </Title>
                  <Text size="sm" c="dimmed">
                    {t('vipRegister.graduationBody')}
                  </Text>
                </Stack>
                <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
                  <WholeNumberInput
                    label={t('fields.graduationYear')}
                    min={years.min}
                    max={years.max}
                    required
                    {...form.getInputProps('graduation_year')}
                  />
                  <TextInput
                    label={t('fields.studentNumber')}
                    description={t('fields.studentNumberHint')}
                    autoComplete="off"
                    required
                    {...form.getInputProps('student_number')}
                  />
                </SimpleGrid>
                <Select
                  label={t('fields.department')}
                  placeholder={
                    departmentsQuery.isPending
                      ? tc('actions.loading')
                      : t('fields.departmentPlaceholder')
                  }
                  description={departmentsQuery.isError ? t('fields.departmentsFailed') : undefined}
                  data={departmentOptions}
                  searchable
                  nothingFoundMessage={t('fields.departmentNone')}
                  required
                  {...form.getInputProps('department_choice')}
                />
                {form.values.department_choice === otherDepartment && (
                  <TextInput
                    label={t('fields.departmentName')}
                    required
                    {...form.getInputProps('department_other')}
                  />
                )}
                <FileInput
                  label={t('fields.proof')}
                  description={t('fields.proofHint', { size: proofMaxMegabytes })}
                  placeholder={t('fields.proofPlaceholder')}
                  accept={proofTypes.join(',')}
                  clearable
                  leftSection={<IconFileCertificate size={18} aria-hidden />}
                  {...form.getInputProps('proof')}
                />
              </Stack>
              <Button type="submit" fullWidth size="md" loading={form.submitting}>
                {t('vipRegister.submit')}
              </Button>
            </Stack>
          </form>
          <Text size="sm" ta="center">
            {t('vipRegister.haveAccount')}{' '}
            <Anchor component={Link} to="/reception-vip/login" fw={600}>
              {t('vipRegister.login')}
            </Anchor>
          </Text>
        </Stack>
      )}
    </CardPage>
  );
}
