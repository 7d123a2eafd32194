import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AboutPage } from './about-page';
import { getContactEmail } from './contact-email';
import { renderStaticPage } from './render-static-page';

describe('AboutPage', () => {
  it('explains CampusHub, its team and its principles', () => {
    renderStaticPage(<AboutPage />, { route: '/about' });

    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'About CampusHub' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Who runs it' })).toBeInTheDocument();
    expect(
      screen.getByText(/built and run by a team of Yeşiltepe University students/),
    ).toBeInTheDocument();
    for (const principle of ['Your data stay safe', 'Open access and VIP', 'Fair moderation']) {
      expect(screen.getByRole('heading', { level: 3, name: principle })).toBeInTheDocument();
    }
  });

  it('tells how to become a moderator by e-mailing the team, and links to the contact page', () => {
    renderStaticPage(<AboutPage />, { route: '/about' });

    const email = getContactEmail();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Become a moderator' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);
    const mailButton = screen.getByRole('link', { name: 'E-mail the team' });
    expect(mailButton.getAttribute('href')).toMatch(new RegExp(`^mailto:${email}\\?subject=`));
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contacts');
  });

  it('speaks Turkish', () => {
    renderStaticPage(<AboutPage />, { language: 'tr', route: '/about' });

    expect(
      screen.getByRole('heading', { level: 1, name: 'CampusHub hakkında' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Moderatör olun' })).toBeInTheDocument();
    expect(screen.getByText(/Moderatör olmak için/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bize ulaşın' })).toHaveAttribute('href', '/contacts');
  });
});
