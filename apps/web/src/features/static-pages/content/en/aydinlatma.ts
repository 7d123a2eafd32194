import type { PolicyContext, PolicyDocument } from '../policy-types';

/** Information Notice under Article 10 of Law No. 6698 (English). */
export function aydinlatmaPolicy({ contactEmail }: PolicyContext): PolicyDocument {
  return {
    title: 'Information Notice (Aydınlatma Metni)',
    summary:
      'As the data controller, the CampusHub Team gives you this notice under Article 10 of the Law No. 6698 on the Protection of Personal Data (“KVKK”) and the Communiqué on the Principles and Procedures to Be Followed in Fulfilment of the Obligation to Inform. It tells you, before or when your data are collected, who processes them, why, how and with whom, and what rights you have.',
    sections: [
      {
        id: 'data-controller',
        heading: 'Identity of the data controller',
        paragraphs: [
          'The data controller is the CampusHub Team, the independent student team that runs CampusHub, the community platform for the students and graduates of Yeşiltepe University.',
          `Contact: ${contactEmail}, or the contact form at /contacts.`,
        ],
      },
      {
        id: 'data-processed',
        heading: 'Personal data we process',
        paragraphs: ['Depending on how you use CampusHub, we process:'],
        list: [
          'identity data (first and last name; student number and graduation year for graduate applications);',
          'contact data (e-mail address; contact details you give in listings or applications);',
          'education data (department, class year, graduation year, GPA calculator entries, proof of graduation);',
          'user content (course experiences, questions and replies, listings, votes, feedback, messages, profile photo);',
          'transaction security data (sign-in and session records, action records, hashed password);',
          'professional experience data (CV and answers in career applications);',
          'marketing data, only with your explicit consent;',
          'data concerning health that you may share in the psychologist and psychiatrist experience pools, only with your explicit consent.',
        ],
      },
      {
        id: 'purposes',
        heading: 'Purposes of processing',
        paragraphs: [
          'We process these data to create and secure your account; to publish and moderate your contributions; to calculate course statistics and grant VIP access after three approved contributions; to review graduate applications; to run the question pool, the Q&A bank, the experience pools, events, listings, voting and the career section; to send service e-mails and notifications; to answer your messages and applications; to meet our legal obligations; and, only if you allow it, to measure page use.',
        ],
      },
      {
        id: 'legal-basis-and-method',
        heading: 'Method of collection and legal bases',
        paragraphs: [
          'We collect personal data electronically through the forms on CampusHub, through Google when you choose Google sign-in, through the records created while you use the service, and through cookies and browser storage.',
          'The legal bases are the conditions in Article 5(2) of the KVKK: the establishment and performance of the contract formed by the terms of use (c), our legal obligations (ç), data you made public yourself (d), the establishment, exercise or protection of a right (e) and our legitimate interests (f). Analytics cookies, Google Analytics and marketing messages rely on your explicit consent under Article 5(1). Data concerning health rely on your explicit consent under Article 6.',
        ],
      },
      {
        id: 'recipients',
        heading: 'To whom and why we transfer data',
        paragraphs: [
          'Within Articles 8 and 9 of the KVKK and only as far as needed, we transfer personal data to our hosting and infrastructure providers and e-mail delivery providers (to run the service), to Google LLC when you sign in with Google (to authenticate you) and, only with your consent, for Google Analytics (to measure use), and to authorised public institutions and courts when the law requires it. Transfers abroad rely on an adequacy decision, the standard contracts announced by the Personal Data Protection Board, or, for occasional transfers, your explicit consent.',
        ],
      },
      {
        id: 'your-rights',
        heading: 'Your rights',
        paragraphs: [
          'Under Article 11 of the KVKK you may learn whether your data are processed and request information about it; learn the purpose and whether data are used accordingly; know the recipients in Türkiye and abroad; request rectification, erasure or destruction and the notification of these to recipients; object to a result against you arising exclusively from automated analysis; and claim compensation for damage caused by unlawful processing.',
        ],
      },
      {
        id: 'how-to-apply',
        heading: 'How to apply',
        paragraphs: [
          `Send your request in writing, or by e-mail to ${contactEmail} from the address registered in your account. We answer free of charge within 30 days at the latest (Article 13). The full details are in the Personal Data Protection and Processing Policy at /policies/kvkk.`,
        ],
      },
    ],
  };
}
