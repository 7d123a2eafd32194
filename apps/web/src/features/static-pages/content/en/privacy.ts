import type { PolicyContext, PolicyDocument } from '../policy-types';

/** Privacy Policy (English). */
export function privacyPolicy({ contactEmail }: PolicyContext): PolicyDocument {
  return {
    title: 'Privacy Policy',
    summary:
      'A plain-language summary of how CampusHub handles your personal data. It follows the Turkish Law No. 6698 on the Protection of Personal Data (KVKK) and is written in the spirit of the EU General Data Protection Regulation (GDPR). The binding details are in the KVKK Policy and the Information Notice.',
    sections: [
      {
        id: 'who-we-are',
        heading: 'Who we are',
        paragraphs: [
          'CampusHub is the student community platform for Yeşiltepe University, run by the CampusHub Team, an independent student team. We are the data controller for the personal data described here.',
          `Questions about privacy: ${contactEmail}.`,
        ],
      },
      {
        id: 'data-we-collect',
        heading: 'What we collect',
        paragraphs: ['We collect only what the features you use need:'],
        list: [
          'Account: name, e-mail address, password (stored only as an argon2id hash), role, language, and optionally department, class year, biography and profile photo.',
          'Graduates: graduation year, student number, department and, if you upload it, a proof of graduation.',
          'Contributions: course experiences and ratings, questions and replies, listings, votes, proposals, feedback, suggestions and alarms.',
          'Messages and applications: contact messages, and career applications with your CV.',
          'Security records: sign-ins, sessions and the actions of moderators and administrators.',
          'Usage: page views without a user identifier or IP address, and Google Analytics data only if you allow analytics.',
        ],
      },
      {
        id: 'how-we-use-data',
        heading: 'How we use it',
        paragraphs: [
          'We use your data to run your account, publish and moderate what you share, compute course statistics, unlock VIP access after three approved contributions, send the e-mails you need (verification, password reset, deletion, notifications), answer you, keep the platform secure and, with your consent, understand which pages are used.',
          'We do not sell your data, we do not show advertising, and we do not make decisions about you by automated means alone.',
        ],
      },
      {
        id: 'anonymous-content',
        heading: 'Anonymous questions',
        paragraphs: [
          'When you ask a question anonymously in the question pool, your name is never shown to other users, including moderators, and never appears in any response of the service to anyone but you. We still store who wrote it, so that you can see and manage your own question and so that we can act on abuse or a lawful order.',
        ],
      },
      {
        id: 'legal-bases',
        heading: 'Legal bases',
        paragraphs: [
          'We process data to perform our contract with you (the terms of use), to meet legal obligations, to establish or defend rights, for our legitimate interest in a safe platform, and with your consent for analytics, marketing messages and data concerning health in the experience pools. The full list, with the articles of the KVKK, is in the KVKK Policy at /policies/kvkk.',
        ],
      },
      {
        id: 'sharing',
        heading: 'Who we share it with',
        paragraphs: [
          'We share data only with service providers who work for us, and only what they need:',
        ],
        list: [
          'hosting and infrastructure providers, which store the database and files;',
          'e-mail delivery providers, which send our messages;',
          'Google, when you choose to sign in with Google;',
          'Google Analytics, only if you allow analytics cookies;',
          'public authorities, only when the law requires it.',
        ],
        closing: [
          'Some providers may process data outside Türkiye. Such transfers follow Article 9 of the KVKK, with an adequacy decision, standard contracts or, for occasional transfers, your explicit consent.',
        ],
      },
      {
        id: 'retention',
        heading: 'How long we keep it',
        paragraphs: [
          'Your account data are kept while your account exists and are erased or anonymised within 30 days after you confirm its deletion. Security and audit records are kept for two years, contact messages for two years, career applications for one year, and graduate proof documents at the latest 30 days after the decision. The full table is in the KVKK Policy.',
        ],
      },
      {
        id: 'your-rights',
        heading: 'Your rights',
        paragraphs: [
          'You can ask to access, correct, delete or receive a copy of your data, object to processing based on our legitimate interest, and withdraw any consent at any time. These rights correspond to Article 11 of the KVKK. If you are not satisfied with our answer, you can complain to the Personal Data Protection Board (Kişisel Verileri Koruma Kurulu).',
        ],
      },
      {
        id: 'account-deletion',
        heading: 'Deleting your account',
        paragraphs: [
          'You can delete your account from your profile by confirming your password, or request deletion by e-mail at /reception/delete-request: we send a link that is valid for one hour, and the deletion takes effect when you open it. Deletion ends all your sessions immediately.',
          'Your personal data are then erased or anonymised within 30 days. Contributions that feed course statistics are kept only in anonymised form, without any link to you.',
        ],
      },
      {
        id: 'data-export',
        heading: 'Downloading your data',
        paragraphs: [
          'From your profile you can download all the data linked to your account as a single JSON file at any time: your profile, contributions, questions, listings, votes, applications and alarms. This serves your right of access and data portability.',
        ],
      },
      {
        id: 'security',
        heading: 'Security',
        paragraphs: [
          'We use encrypted connections, hashed passwords, short-lived access tokens, single-use e-mail links, role checks on every request, audit logs and rate limits. If a breach affects you, we tell you and the Board within 72 hours.',
        ],
      },
      {
        id: 'minors',
        heading: 'Young users',
        paragraphs: [
          'CampusHub is meant for university students and graduates. If you are under 18, use CampusHub only with the consent of your parent or guardian.',
        ],
      },
      {
        id: 'changes-and-contact',
        heading: 'Changes and contact',
        paragraphs: [
          `We announce material changes to this policy on the platform and by e-mail before they take effect. For any question or request, write to ${contactEmail} or use the contact form at /contacts.`,
        ],
      },
    ],
  };
}
