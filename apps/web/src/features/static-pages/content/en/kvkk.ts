import type { PolicyContext, PolicyDocument } from '../policy-types';

/** Personal Data Protection and Processing Policy under Law No. 6698 (English). */
export function kvkkPolicy({ contactEmail }: PolicyContext): PolicyDocument {
  return {
    title: 'Personal Data Protection and Processing Policy (KVKK)',
    summary:
      'This policy explains how CampusHub processes personal data under the Turkish Law No. 6698 on the Protection of Personal Data (“KVKK”) and its secondary legislation: what we process, why, on which legal basis, with whom we share it, how long we keep it and how you can use your rights.',
    sections: [
      {
        id: 'purpose-and-scope',
        heading: 'Purpose and scope',
        paragraphs: [
          'This policy sets out the principles that the CampusHub Team follows when processing the personal data of the people who use CampusHub, the student community platform for Yeşiltepe University: students, graduates, moderators, administrators, visitors of the public pages, and people who write to us through the contact form or apply for a position in the career section.',
          'It covers personal data processed wholly or partly by automated means, and by non-automated means where the data form part of a filing system. It is read together with the Information Notice (Aydınlatma Metni), the Privacy Policy and the Cookie Policy, which are available on the same pages.',
        ],
      },
      {
        id: 'definitions',
        heading: 'Definitions',
        paragraphs: [
          'The terms in this policy have the meanings given to them by Article 3 of the KVKK. In short:',
        ],
        list: [
          'Personal data: any information relating to an identified or identifiable natural person.',
          'Special categories of personal data: data listed in Article 6 of the KVKK, including data concerning health.',
          'Processing: any operation performed on personal data, such as collection, recording, storage, alteration, disclosure, transfer, retrieval, classification or blocking.',
          'Data subject (ilgili kişi): the natural person whose personal data are processed.',
          'Data controller: the person who determines the purposes and means of processing and who is responsible for the filing system.',
          'Data processor: a person who processes personal data on behalf of the data controller under its authority.',
          'Explicit consent: consent on a specific subject, based on information and expressed with free will.',
          'Board: the Personal Data Protection Board (Kişisel Verileri Koruma Kurulu).',
        ],
      },
      {
        id: 'data-controller',
        heading: 'Data controller',
        paragraphs: [
          'The data controller is the CampusHub Team, the independent student team that develops and runs CampusHub for the students and graduates of Yeşiltepe University (“CampusHub”, “we”, “us”).',
          `You can reach the data controller at ${contactEmail} or through the contact form at /contacts. Applications about your rights are answered at the same address.`,
        ],
      },
      {
        id: 'principles',
        heading: 'Principles of processing',
        paragraphs: ['In line with Article 4 of the KVKK, we process personal data only:'],
        list: [
          'lawfully and fairly;',
          'accurately and, where necessary, kept up to date;',
          'for specified, explicit and legitimate purposes;',
          'in a way that is relevant, limited and proportionate to those purposes;',
          'for no longer than the period laid down in the relevant legislation or required for the purposes for which they are processed.',
        ],
      },
      {
        id: 'data-categories',
        heading: 'Categories of personal data we process',
        paragraphs: [
          'Depending on the features you use, we process the following categories of personal data:',
        ],
        list: [
          'Identity: first name, last name; for graduate applications, the student number and graduation year.',
          'Contact: e-mail address; the contact details you write into a listing (for example car pooling) or a career application.',
          'Education: department, class year, graduation year, the courses you add to the GPA calculator and the grades you enter, and the proof of graduation you upload.',
          'User content: course experiences and ratings, questions and replies (including anonymous ones), listings, votes, proposals, feedback, suggestions, contact messages, alarms, your profile photo and biography.',
          'Transaction security: account identifier, hashed password, sign-in and session records, the date and time of actions, security tokens and the records of moderation and administration actions.',
          'Professional experience: the CV and the answers you send with a career application.',
          'Marketing: only with your explicit consent, for example if you choose to receive announcements about new features. We do not sell personal data and we do not run advertising profiles.',
          'Special categories: the psychologist and psychiatrist experience pools may reveal data concerning health. We process such data only with your explicit consent, which you give on the consent notice shown before the pools.',
        ],
        closing: [
          'Page-view statistics are recorded without a user identifier or an IP address. Google Analytics is used only if you allow analytics cookies.',
        ],
      },
      {
        id: 'purposes',
        heading: 'Purposes of processing',
        paragraphs: ['We process personal data for the following purposes:'],
        list: [
          'creating and managing accounts, verifying e-mail addresses, signing in (including Google sign-in) and resetting passwords;',
          'reviewing graduate applications at the VIP reception;',
          'publishing course experiences, calculating aggregate ratings and granting VIP access after three approved contributions;',
          'running the question pool, the Q&A bank, the experience pools, the event board, the information bank, listings, voting and the career section;',
          'moderating content, handling reports and preventing abuse;',
          'sending service e-mails such as verification, password reset, account deletion and notifications;',
          'answering contact messages, feedback and applications about your rights;',
          'ensuring information security, keeping audit records and meeting legal obligations;',
          'measuring the use of pages to improve the service, only where you allowed analytics.',
        ],
      },
      {
        id: 'legal-bases',
        heading: 'Legal bases (Articles 5 and 6)',
        paragraphs: ['We rely on the following conditions of Article 5 of the KVKK:'],
        list: [
          'Article 5(2)(c) – processing is necessary for the establishment or performance of the contract formed by the terms of use: your account, your contributions, VIP access and service e-mails.',
          'Article 5(2)(ç) – processing is necessary to comply with our legal obligations, such as keeping records required by Law No. 5651 and responding to authorities.',
          'Article 5(2)(d) – data that you have made public yourself, such as the content you publish on CampusHub, within the purpose of publication.',
          'Article 5(2)(e) – processing is necessary for the establishment, exercise or protection of a right, for example to handle disputes and complaints.',
          'Article 5(2)(f) – processing is necessary for our legitimate interests, provided that it does not harm your fundamental rights and freedoms: security records, moderation and preventing abuse.',
          'Article 5(1) – your explicit consent: analytics cookies and Google Analytics, marketing messages, and transfers abroad that rely on consent.',
        ],
        closing: [
          'Data concerning health in the experience pools are special categories of personal data under Article 6. We process them only with your explicit consent, and you may withdraw that consent at any time with effect for the future.',
        ],
      },
      {
        id: 'transfers',
        heading: 'Transfers of personal data (Articles 8 and 9)',
        paragraphs: [
          'We do not sell personal data. Within the conditions of Articles 8 and 9 of the KVKK, we transfer personal data only to the following recipients and only as far as the purpose requires:',
        ],
        list: [
          'Hosting and infrastructure providers that store the database and files on our behalf, as data processors.',
          'E-mail delivery providers that send verification, password reset, deletion and notification messages.',
          'Google LLC, when you choose to sign in with Google: we receive your name, e-mail address and whether Google verified it.',
          'Google LLC for Google Analytics, only if you allowed analytics cookies.',
          'Authorised public institutions and courts, when the law requires it.',
        ],
        closing: [
          'Where a recipient processes data outside Türkiye, the transfer follows Article 9 of the KVKK: it relies on an adequacy decision where one exists, otherwise on appropriate safeguards such as the standard contracts announced by the Board, and, for occasional transfers, on the exceptions the article allows, including your explicit consent after you have been informed of the possible risks.',
        ],
      },
      {
        id: 'collection-methods',
        heading: 'Methods of collection',
        paragraphs: [
          'We collect personal data electronically: through the forms on CampusHub (registration, profile, contributions, listings, contact, career and graduate applications), through Google when you use Google sign-in, through the records our servers create when you use the service, and through cookies and browser storage as described in the Cookie Policy.',
        ],
      },
      {
        id: 'retention',
        heading: 'Retention and destruction',
        paragraphs: [
          'We keep personal data only as long as the purpose of processing or the law requires, and then erase, destroy or anonymise them under Article 7 of the KVKK and the Regulation on the Erasure, Destruction or Anonymisation of Personal Data. Our periods are:',
        ],
        list: [
          'Account data: while the account exists; erased or anonymised within 30 days after you confirm the deletion of your account.',
          'Published contributions: while the account exists; after deletion they are erased or irreversibly anonymised so that course statistics stay correct.',
          'Graduate proof documents: until the application is decided, and at the latest 30 days after the decision.',
          'Career applications and CVs: one year after the application is closed.',
          'Contact messages and rights applications: two years after they are closed.',
          'Transaction security and audit records: two years.',
          'Verification, password reset and deletion links: they expire after 24 hours or one hour and are then erased.',
        ],
        closing: [
          'We run a periodic destruction every six months for data whose retention period has ended.',
        ],
      },
      {
        id: 'security',
        heading: 'Data security',
        paragraphs: [
          'Under Article 12 of the KVKK we take the technical and administrative measures needed to prevent unlawful processing and access and to keep data safe. Among them: encrypted connections (HTTPS), passwords stored only as argon2id hashes, single-use e-mail links stored as hashes, short-lived access tokens, role-based access with checks on every request, audit records of moderation and administration actions, rate limits, and the removal of metadata from uploaded images.',
          'If personal data are obtained unlawfully by others, we notify the data subjects and the Board as soon as possible and within 72 hours at the latest.',
        ],
      },
      {
        id: 'data-subject-rights',
        heading: 'Rights of the data subject (Article 11)',
        paragraphs: ['Under Article 11 of the KVKK you have the right to:'],
        list: [
          'learn whether your personal data are processed;',
          'request information if they have been processed;',
          'learn the purpose of processing and whether the data are used in line with that purpose;',
          'know the third parties in Türkiye or abroad to whom your data are transferred;',
          'request the rectification of incomplete or inaccurate data;',
          'request the erasure or destruction of your data within the conditions of Article 7;',
          'request that rectification, erasure or destruction be notified to the third parties to whom your data were transferred;',
          'object to a result against you that arises from the analysis of your data exclusively by automated systems;',
          'claim compensation for damage caused by the unlawful processing of your data.',
        ],
        closing: [
          'Many of these rights can be used directly in your account: you can edit your profile, download all your data as a JSON file and delete your account.',
        ],
      },
      {
        id: 'how-to-apply',
        heading: 'How to apply (Article 13)',
        paragraphs: [
          `Send your application in writing, or by e-mail to ${contactEmail} from the address registered in your CampusHub account, as described in the Communiqué on the Procedures and Principles of Application to the Data Controller. Please include your name and surname, your address or e-mail address for our reply, and a clear description of your request.`,
          'We answer free of charge as soon as possible and within 30 days at the latest, depending on the nature of the request. If answering requires an extra cost, we may charge the fee set in the Board’s tariff. If we reject your application, find our answer insufficient or do not answer in time, you may complain to the Board within 30 days of our answer and in any case within 60 days of your application (Article 14).',
        ],
      },
      {
        id: 'changes',
        heading: 'Changes to this policy',
        paragraphs: [
          'We update this policy when our processing or the law changes. The date at the top shows the latest revision. We announce material changes on the platform and by e-mail before they take effect.',
        ],
      },
    ],
  };
}
