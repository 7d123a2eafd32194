import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { openCookieSettings } from '../../lib/cookie-consent';
import { splitLinkedText } from './components/linked-text';
import { getContactEmail } from './contact-email';
import { getPolicyDocument } from './content/policy-content';
import { POLICY_KEYS } from './content/policy-types';
import { PolicyPage } from './policy-page';
import { renderStaticPage } from './render-static-page';

vi.mock('../../lib/cookie-consent', () => ({ openCookieSettings: vi.fn() }));

const context = { contactEmail: 'team@example.test' };

describe('PolicyPage', () => {
  describe.each(['en', 'tr'] as const)('in %s', (language) => {
    it.each(POLICY_KEYS)(
      '%s has a title, the date, a table of contents and numbered sections',
      (policy) => {
        const { container } = renderStaticPage(<PolicyPage policy={policy} />, {
          language,
          route: `/policies/${policy}`,
        });
        const document = getPolicyDocument(policy, language, { contactEmail: getContactEmail() });

        expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
        expect(screen.getByRole('heading', { level: 1, name: document.title })).toBeInTheDocument();
        expect(container.querySelector('time')).toHaveAttribute('dateTime', '2026-11-21');

        const contents = screen.getByRole('navigation', {
          name: language === 'tr' ? 'İçindekiler' : 'Contents',
        });
        const anchors = within(contents).getAllByRole('link');
        expect(anchors).toHaveLength(document.sections.length);
        anchors.forEach((anchor, index) => {
          const section = document.sections[index];
          expect(section).toBeDefined();
          const id = section?.id ?? '';
          expect(anchor).toHaveAttribute('href', `#${id}`);
          const target = container.querySelector(`section#${id}`);
          expect(target).not.toBeNull();
          expect(
            within(target as HTMLElement).getByRole('heading', { level: 2 }),
          ).toHaveTextContent(`${String(index + 1)}. ${section?.heading ?? ''}`);
        });
        expect(document.sections.length).toBeGreaterThanOrEqual(7);
      },
    );
  });

  it('shows the KVKK policy in Turkish with the law and the rights of the data subject', () => {
    renderStaticPage(<PolicyPage policy="kvkk" />, { language: 'tr', route: '/policies/kvkk' });

    expect(screen.getByText(/6698 sayılı Kişisel Verilerin Korunması Kanunu/)).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: /İlgili kişinin hakları/ }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: /Başvuru yöntemi \(13\. madde\)/ }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/en geç 30 gün içinde ücretsiz olarak sonuçlandırırız/),
    ).toBeInTheDocument();
    expect(screen.getByText(/21 Kasım 2026/)).toBeInTheDocument();
  });

  it('shows the KVKK policy in English with legal bases and transfers', () => {
    renderStaticPage(<PolicyPage policy="kvkk" />, { route: '/policies/kvkk' });

    expect(
      screen.getByRole('heading', { level: 2, name: /Legal bases \(Articles 5 and 6\)/ }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', {
        level: 2,
        name: /Transfers of personal data \(Articles 8 and 9\)/,
      }),
    ).toBeInTheDocument();
    expect(screen.getByText(/21 November 2026/)).toBeInTheDocument();
  });

  it('lists the essential and analytics items of the cookie policy and reopens the cookie settings', async () => {
    const user = userEvent.setup();
    renderStaticPage(<PolicyPage policy="cookie-policy" />, { route: '/policies/cookie-policy' });

    expect(screen.getByRole('rowheader', { name: 'refresh_token' })).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: '_ga' })).toBeInTheDocument();
    expect(screen.getAllByText('max-age 7200 seconds (2 hours)')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Cookie settings' }));
    expect(openCookieSettings).toHaveBeenCalledTimes(1);
  });

  it('links the contact address and the other policies', () => {
    renderStaticPage(<PolicyPage policy="aydinlatma" />, {
      language: 'tr',
      route: '/policies/aydinlatma',
    });

    const email = getContactEmail();
    expect(screen.getAllByRole('link', { name: email })[0]).toHaveAttribute(
      'href',
      `mailto:${email}`,
    );
    const others = screen.getByRole('navigation', { name: 'Diğer politikalar' });
    expect(within(others).getByRole('link', { name: 'KVKK Politikası' })).toHaveAttribute(
      'href',
      '/policies/kvkk',
    );
    expect(
      within(others).queryByRole('link', { name: 'Aydınlatma Metni' }),
    ).not.toBeInTheDocument();
  });
});

describe('policy content', () => {
  it.each(POLICY_KEYS)('%s has the same unique section ids in English and Turkish', (policy) => {
    const english = getPolicyDocument(policy, 'en', context).sections.map((section) => section.id);
    const turkish = getPolicyDocument(policy, 'tr', context).sections.map((section) => section.id);
    expect(turkish).toEqual(english);
    expect(new Set(english).size).toBe(english.length);
    for (const id of english) expect(id).toMatch(/^[a-z][a-z-]*$/);
  });

  it('names the contact address the texts are given', () => {
    const kvkk = getPolicyDocument('kvkk', 'en', context);
    expect(
      kvkk.sections.some((section) =>
        section.paragraphs.some((text) => text.includes('team@example.test')),
      ),
    ).toBe(true);
  });
});

describe('splitLinkedText', () => {
  it('finds the contact address and known paths, leaving punctuation outside', () => {
    expect(
      splitLinkedText('Write to team@example.test or use /contacts.', 'team@example.test'),
    ).toEqual([
      { kind: 'text', value: 'Write to ' },
      { kind: 'email', value: 'team@example.test' },
      { kind: 'text', value: ' or use ' },
      { kind: 'path', value: '/contacts' },
      { kind: 'text', value: '.' },
    ]);
  });

  it('does not link unknown or partial paths', () => {
    expect(
      splitLinkedText('See /policies/kvkkx and and/or /reception-vip/register', 'a@b.test'),
    ).toEqual([
      { kind: 'text', value: 'See /policies/kvkkx and and/or ' },
      { kind: 'path', value: '/reception-vip/register' },
    ]);
  });
});
