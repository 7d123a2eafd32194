import type { PolicyContext, PolicyDocument } from '../policy-types';

/** Terms of Use (English). */
export function termsPolicy({ contactEmail }: PolicyContext): PolicyDocument {
  return {
    title: 'Terms of Use',
    summary:
      'These terms form the agreement between you and the CampusHub Team when you use CampusHub. Please read them before you create an account; by creating an account or using the platform you accept them.',
    sections: [
      {
        id: 'the-service',
        heading: 'The service',
        paragraphs: [
          'CampusHub is a community platform for the students and graduates of Yeşiltepe University, run by the CampusHub Team, an independent student team. It offers course experiences and VIP course data, a GPA calculator, psychologist and psychiatrist experience pools, a Q&A bank and a question pool, an event board, an information bank, a dev log, listings for car pooling, internships, jobs, alumni and Erasmus, a career section, voting, feedback and related features.',
          'CampusHub is not an official service of Yeşiltepe University. Course information on CampusHub is shared by students and does not replace the university’s official catalogue, regulations or transcripts.',
        ],
      },
      {
        id: 'eligibility',
        heading: 'Who can use CampusHub',
        paragraphs: [
          'The public pages are open to everyone. An account is for students of Yeşiltepe University and, through the VIP reception, for its graduates after our staff have reviewed their application. Registration may be limited to the university’s e-mail domains.',
          'You must be able to enter into this agreement. If you are under 18, you may use CampusHub only with the consent of your parent or guardian.',
        ],
      },
      {
        id: 'accounts',
        heading: 'Your account',
        paragraphs: ['When you create an account, you agree to:'],
        list: [
          'Give true information, verify your e-mail address and keep your details up to date.',
          'Keep one account per person and do not share it or your sign-in details with anyone.',
          'Use a password of 12 to 128 characters that you do not use elsewhere, and tell us at once if you suspect misuse.',
          'Accept responsibility for what happens in your account unless it results from a failure on our side.',
        ],
      },
      {
        id: 'content-rules',
        heading: 'Content rules',
        paragraphs: [
          'You are responsible for what you post. Share your own experience honestly and respectfully. You must not post content that:',
        ],
        list: [
          'is false or misleading, or presents rumours as facts;',
          'insults, threatens, harasses or discriminates against anyone, or is hateful or obscene;',
          'reveals another person’s personal data, such as their phone number, address or health, without a lawful reason;',
          'defames instructors, therapists or other people; criticism must be factual and about their professional conduct;',
          'shares exam questions or answers that are confidential, or helps anyone cheat;',
          'infringes copyright, trademarks or other rights, for example by uploading course material you may not share;',
          'is advertising, spam, a chain message, or contains malware or misleading links;',
          'breaks Turkish law in any other way.',
        ],
      },
      {
        id: 'anonymous-posting',
        heading: 'Anonymous posting',
        paragraphs: [
          'In the question pool you may ask anonymously. Your name is then hidden from other users, including moderators, but the same content rules apply. Anonymity is not a shield against the law: we keep the link between you and your question and may disclose it to the competent authorities when a court or the law requires it.',
        ],
      },
      {
        id: 'moderation',
        heading: 'Moderation',
        paragraphs: [
          'Moderators, who are students and staff appointed by the team, review course experiences, experience pool entries, listings and proposals before they are published. They may approve, reject with a note explaining why, edit obvious formatting problems, hide or delete content, and report serious cases to administrators.',
          `We may warn you, limit features or suspend or close your account if you break these terms. If you think a decision is wrong, write to ${contactEmail}; a team member who did not take the decision will review it.`,
        ],
      },
      {
        id: 'vip-data',
        heading: 'VIP course data',
        paragraphs: [
          'VIP access opens after three of your course experiences have been approved; approved graduates, moderators and administrators also have it. VIP data include grade distributions, detailed experiences, exam tips and resources shared by other students.',
          'You may use VIP data only for your own study. You must not copy them in bulk, publish, sell or share them outside CampusHub, or give others access through your account. We may withdraw VIP access if it is misused.',
        ],
      },
      {
        id: 'acceptable-use',
        heading: 'No scraping and no abuse',
        paragraphs: ['To keep the platform fair and available, you must not:'],
        list: [
          'scrape, crawl or bulk-download data, with bots or by hand, or build a copy of CampusHub’s data;',
          'get around rate limits, access controls, VIP checks or moderation;',
          'probe, attack or overload our systems, or use other people’s accounts;',
          'use the platform to send unsolicited messages or collect other users’ contact details.',
        ],
        closing: [
          'If you find a security problem, tell us privately so that we can fix it; we thank you for responsible disclosure.',
        ],
      },
      {
        id: 'your-content-licence',
        heading: 'Your content and our licence',
        paragraphs: [
          'You keep the rights to what you post. You give the CampusHub Team a free, non-exclusive licence to store, display, translate and include it in statistics on CampusHub for as long as it is on the platform. Contributions that feed course statistics may stay in anonymised form after you delete your account.',
          'The CampusHub name, logo and software belong to the CampusHub Team and may not be used without our permission.',
        ],
      },
      {
        id: 'no-professional-advice',
        heading: 'No professional advice',
        paragraphs: [
          'Course experiences, GPA calculations and experience pool entries are personal opinions and estimates. The GPA calculator uses the 4.00 scale, but your official transcript is decisive. The psychologist and psychiatrist pools are not medical advice; in an emergency call 112.',
        ],
      },
      {
        id: 'liability',
        heading: 'Liability',
        paragraphs: [
          'CampusHub is provided free of charge, by a student team, as it is. We work to keep it available and correct but cannot guarantee uninterrupted service, for example during maintenance. We are not responsible for content posted by users or for the listings and offers of third parties.',
          'Nothing in these terms limits liability that cannot be limited under Turkish law, in particular liability for intent or gross negligence (Turkish Code of Obligations No. 6098, Article 115), or your rights as a consumer.',
        ],
      },
      {
        id: 'changes',
        heading: 'Changes and termination',
        paragraphs: [
          'We may change these terms when the service or the law changes. We announce material changes at least 15 days in advance on the platform and by e-mail; if you keep using CampusHub after they take effect, you accept the new terms. You may stop using CampusHub and delete your account at any time.',
        ],
      },
      {
        id: 'governing-law',
        heading: 'Governing law',
        paragraphs: [
          `These terms are governed by the laws of the Republic of Türkiye. Disputes are settled by the competent Turkish courts and enforcement offices; if you act as a consumer, you may also apply to the consumer arbitration committees and consumer courts under Law No. 6502. Before that, please write to ${contactEmail}: most problems can be solved quickly.`,
        ],
      },
    ],
  };
}
