import { useTranslation } from 'react-i18next';
import { CardPage } from '../../components/card-page';
import { LoginForm } from './components/login-form';

/** `/reception-vip/login`: sign-in for graduates whose application was approved. */
export function VipLoginPage() {
  const { t } = useTranslation('auth');
  return (
    <CardPage title={t('vipLogin.title')} description={t('vipLogin.description')} standalone>
      <LoginForm kind="graduate" />
    </CardPage>
  );
}
