import type { PageLanguage } from '../page-language';
import type { PolicyContext, PolicyDocument, PolicyKey } from './policy-types';
import { aydinlatmaPolicy as aydinlatmaEn } from './en/aydinlatma';
import { cookiePolicy as cookieEn } from './en/cookie-policy';
import { kvkkPolicy as kvkkEn } from './en/kvkk';
import { privacyPolicy as privacyEn } from './en/privacy';
import { termsPolicy as termsEn } from './en/terms';
import { aydinlatmaPolicy as aydinlatmaTr } from './tr/aydinlatma';
import { cookiePolicy as cookieTr } from './tr/cookie-policy';
import { kvkkPolicy as kvkkTr } from './tr/kvkk';
import { privacyPolicy as privacyTr } from './tr/privacy';
import { termsPolicy as termsTr } from './tr/terms';

type PolicyBuilder = (context: PolicyContext) => PolicyDocument;

const POLICY_BUILDERS: Record<PageLanguage, Record<PolicyKey, PolicyBuilder>> = {
  en: {
    privacy: privacyEn,
    terms: termsEn,
    kvkk: kvkkEn,
    aydinlatma: aydinlatmaEn,
    'cookie-policy': cookieEn,
  },
  tr: {
    privacy: privacyTr,
    terms: termsTr,
    kvkk: kvkkTr,
    aydinlatma: aydinlatmaTr,
    'cookie-policy': cookieTr,
  },
};

/** The text of one policy in one language. */
export function getPolicyDocument(
  policy: PolicyKey,
  language: PageLanguage,
  context: PolicyContext,
): PolicyDocument {
  return POLICY_BUILDERS[language][policy](context);
}
