import type { PolicyContext, PolicyDocument } from '../policy-types';

/** Cookie Policy (English). */
export function cookiePolicy({ contactEmail }: PolicyContext): PolicyDocument {
  return {
    title: 'Cookie Policy',
    summary:
      'This policy explains which cookies and similar technologies, such as the browser’s local storage, CampusHub uses, why, for how long, and how you can change your choice at any time.',
    sections: [
      {
        id: 'what-are-cookies',
        heading: 'What cookies and local storage are',
        paragraphs: [
          'Cookies are small text files that a website stores in your browser. Local storage is a similar browser feature that keeps small pieces of data on your device. In this policy we use “cookies” for both.',
          'First-party cookies are set by CampusHub itself; third-party cookies are set by another service, such as Google Analytics.',
        ],
      },
      {
        id: 'categories',
        heading: 'Categories we use',
        paragraphs: ['We group cookies into three categories:'],
        list: [
          'Essential: needed for signing in, security and the settings you choose. They are always on, because the platform cannot work without them.',
          'Analytics: help us understand which pages are used, so that we can improve them. Off until you allow them.',
          'Marketing: would be used to show or measure advertising. CampusHub does not use any.',
        ],
      },
      {
        id: 'essential',
        heading: 'Essential cookies',
        paragraphs: [
          'These items are stored in your browser’s local storage. They are not used to track you and are never shared with third parties.',
        ],
        table: {
          caption: 'Essential items stored in your browser',
          columns: ['Name', 'Purpose', 'Duration'],
          rows: [
            [
              'access_token',
              'Keeps you signed in; sent with each request to the API. Kept in local storage with “Remember me”, otherwise in session storage, which the browser clears when you close the tab.',
              '15 minutes; renewed while you use the site, removed at logout',
            ],
            [
              'refresh_token',
              'Renews the access token. Stored only when you tick “Remember me”; otherwise it is kept in memory until you close the tab.',
              '30 days; removed at logout',
            ],
            [
              'theme, theme_source',
              'Remember the light or dark theme, and whether it was your choice or your system’s setting.',
              'Until you change it',
            ],
            [
              'userLocale',
              'Remembers the interface language (English or Turkish).',
              'Until you change it',
            ],
            [
              'cookie_consent',
              'Remembers your cookie choice, so that we do not ask again on every page.',
              'Until you change it',
            ],
            [
              'pageVisits, whatsappLastShown, whatsappDismissed, instagramLastShown, instagramDismissed',
              'Count page visits and remember when you dismissed the WhatsApp or Instagram invitation, so that it is shown from the 3rd or 5th visit and not again for 7 or 14 days.',
              'Until you clear them',
            ],
            [
              'GPA calculator',
              'Keeps the courses and grades you entered in the calculator on this device.',
              'Until you clear them',
            ],
          ],
        },
      },
      {
        id: 'analytics',
        heading: 'Analytics cookies',
        paragraphs: [
          'Only if you allow analytics, CampusHub reports a page view after each page change: the page address and title, about 100 ms after the change. First-party page views are stored on our own server without a user identifier or an IP address. If a Google Analytics measurement ID is configured, the page view is also sent to Google Analytics, which sets the cookies below.',
        ],
        table: {
          caption: 'Analytics cookies, set only with your consent',
          columns: ['Name', 'Provider', 'Purpose', 'Duration'],
          rows: [
            [
              'First-party page view',
              'CampusHub',
              'Counts page views per page and day; nothing is stored on your device.',
              'Not stored in your browser',
            ],
            [
              '_ga',
              'Google Analytics',
              'Distinguishes browsers to count visits.',
              'max-age 7200 seconds (2 hours)',
            ],
            [
              '_ga_<measurement ID>',
              'Google Analytics',
              'Keeps the state of the current visit.',
              'max-age 7200 seconds (2 hours)',
            ],
          ],
        },
        closing: [
          'We configured Google Analytics with short cookie lifetimes and without advertising features. Google may process the data outside Türkiye; this transfer relies on your explicit consent and the safeguards described in the KVKK Policy.',
        ],
      },
      {
        id: 'marketing',
        heading: 'Marketing cookies',
        paragraphs: [
          'CampusHub does not use marketing or advertising cookies and does not build advertising profiles. If this ever changes, we will ask for your separate consent first and list the cookies here.',
        ],
      },
      {
        id: 'your-choice',
        heading: 'Your choice and how to change it',
        paragraphs: [
          'On your first visit a banner asks whether you allow analytics cookies. Essential cookies work regardless; analytics cookies are set only after you accept. Your answer is stored as cookie_consent.',
          'You can change your choice at any time with the “Cookie settings” button on this page, which opens the banner again. You can also delete the stored data of this site in your browser settings; the banner then asks you again on your next page view. When you withdraw consent, we stop reporting page views, and the Google Analytics cookies expire within two hours at the latest.',
        ],
      },
      {
        id: 'browser-settings',
        heading: 'Browser settings',
        paragraphs: [
          'Most browsers let you block or delete cookies and local storage, and to browse in a private window that forgets them when closed. If you block essential items, you will not be able to stay signed in.',
        ],
      },
      {
        id: 'changes-and-contact',
        heading: 'Changes and contact',
        paragraphs: [
          `We update this policy when the items we store change, and ask for your consent again if a new category is added. Questions: ${contactEmail}.`,
        ],
      },
    ],
  };
}
