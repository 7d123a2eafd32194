import { useTranslation } from 'react-i18next';
import { CardPage } from '../../components/card-page';
import { LoginForm } from './components/login-form';

/** `/reception/login`: e-mail and password, remember me, Google sign-in. */
export function LoginPage() {
  const { t } = useTranslation('auth');
  return (
    <CardPage title={t('login.title')} description={t('login.description')} standalone>
      <LoginForm kind="student" />
    </CardPage>
  );
}
