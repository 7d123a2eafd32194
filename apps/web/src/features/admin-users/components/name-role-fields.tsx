import { Select, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { accountLimits, userRoles } from '@campus/contracts';

type NameRoleField = 'user_first_name' | 'user_last_name' | 'user_role';

interface NameRoleFieldsProps {
  /** The page's form (Mantine's `useForm`), which holds these three fields. */
  form: {
    key: (path: NameRoleField) => string;
    getInputProps: (path: NameRoleField) => GetInputPropsReturnType;
  };
  labels: Record<NameRoleField, string>;
  /** Marks the role as required (a new account must have one). */
  roleRequired?: boolean;
}

/** The first and last names and the role of an account, for the add and edit pages' grid. */
export function NameRoleFields({ form, labels, roleRequired = false }: NameRoleFieldsProps) {
  const { t } = useTranslation('admin-users');
  return (
    <>
      <TextInput
        label={labels.user_first_name}
        required
        maxLength={accountLimits.nameMaxLength}
        key={form.key('user_first_name')}
        {...form.getInputProps('user_first_name')}
      />
      <TextInput
        label={labels.user_last_name}
        required
        maxLength={accountLimits.nameMaxLength}
        key={form.key('user_last_name')}
        {...form.getInputProps('user_last_name')}
      />
      <Select
        label={labels.user_role}
        required={roleRequired}
        allowDeselect={false}
        data={userRoles.map((role) => ({ value: role, label: t(`roles.${role}`) }))}
        key={form.key('user_role')}
        {...form.getInputProps('user_role')}
      />
    </>
  );
}
