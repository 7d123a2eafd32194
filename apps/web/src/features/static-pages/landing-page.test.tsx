import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, jsonResponse, problemResponse } from '../../test/render-feature';
import { LandingPage } from './landing-page';
import { renderStaticPage } from './render-static-page';

vi.mock('../../components/language-switcher', () => ({
  LanguageSwitcher: () => <button type="button">Language switcher</button>,
}));
vi.mock('../../components/theme-toggle', () => ({
  ThemeToggle: () => <button type="button">Theme toggle</button>,
}));

function linkTo(name: string | RegExp | ((accessibleName: string) => boolean)) {
  return screen.getByRole('link', { name });
}

/** A feature card's link is named by its content: the title, then the description. */
function cardTitled(title: string) {
  return (name: string) => name.startsWith(`${title} `) && name.length > title.length + 10;
}

beforeEach(() => {
  fakeServer.reset();
  fakeServer.on('GET', 'coursefile/statistics', () =>
    jsonResponse(200, { open_courses: 699, vip_courses: 641, approved_experiences: 2150 }),
  );
});

describe('LandingPage', () => {
  it('offers sign-in, registration and the graduates reception to visitors', () => {
    renderStaticPage(<LandingPage isAuthenticated={false} isMaintenance={false} />);

    expect(linkTo('Sign in')).toHaveAttribute('href', '/reception/login');
    expect(linkTo('Create account')).toHaveAttribute('href', '/reception/register');
    expect(linkTo('Graduates')).toHaveAttribute('href', '/reception-vip/register');
    expect(screen.queryByRole('link', { name: 'Go to home' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Course catalogue' })).not.toBeInTheDocument();
  });

  it('offers the home page and the course catalogue to signed-in users', () => {
    renderStaticPage(<LandingPage isAuthenticated isMaintenance={false} />);

    expect(linkTo('Go to home')).toHaveAttribute('href', '/home');
    expect(linkTo('Course catalogue')).toHaveAttribute('href', '/courses');
    expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Create account' })).not.toBeInTheDocument();
  });

  it('shows the course statistics read from the API', async () => {
    fakeServer.on('GET', 'coursefile/statistics', () =>
      jsonResponse(200, { open_courses: 712, vip_courses: 486, approved_experiences: 1900 }),
    );
    renderStaticPage(<LandingPage isAuthenticated={false} isMaintenance={false} />);

    expect(await screen.findByText('700+')).toBeInTheDocument();
    expect(screen.getByText('400+')).toBeInTheDocument();
    expect(fakeServer.callsTo('GET', 'coursefile/statistics')).toHaveLength(1);
  });

  it('says a figure is unavailable when the statistics cannot be read', async () => {
    fakeServer.on('GET', 'coursefile/statistics', () => problemResponse(503, 'Unavailable'));
    renderStaticPage(<LandingPage isAuthenticated={false} isMaintenance={false} />);

    expect(await screen.findAllByText('Not available right now')).toHaveLength(2);
    expect(screen.getByText('6+')).toBeInTheDocument();
  });

  it('shows the product, one h1, the statistics and every feature', async () => {
    renderStaticPage(<LandingPage isAuthenticated={false} isMaintenance={false} />);

    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText('CampusHub')).toBeInTheDocument();
    expect(await screen.findAllByText('600+')).toHaveLength(2);
    expect(screen.getByText('6+')).toBeInTheDocument();
    expect(screen.getByText('courses open')).toBeInTheDocument();
    expect(screen.getByText('VIP courses')).toBeInTheDocument();

    const features = screen.getByRole('region', {
      name: 'Everything a student needs, in one place',
    });
    for (const title of [
      'Open-access course experiences',
      'VIP course data',
      'GPA calculator',
      'Psychologist and psychiatrist pools',
      'Q&A bank and question pool',
      'Event board',
      'Information bank',
      'Dev log',
      'Listings',
      'Career',
      'Voting',
    ]) {
      expect(within(features).getByRole('heading', { level: 3, name: title })).toBeInTheDocument();
    }
    expect(within(features).getByText(/Share 3 course experiences/)).toBeInTheDocument();
    expect(
      within(features).getByText(/Car pooling, internships, jobs, alumni and Erasmus/),
    ).toBeInTheDocument();
  });

  it('makes every feature card a link to its page, named by its title and description', () => {
    renderStaticPage(<LandingPage isAuthenticated={false} isMaintenance={false} />);

    const features = screen.getByRole('region', {
      name: 'Everything a student needs, in one place',
    });
    const cards: [string, string][] = [
      ['Open-access course experiences', '/courses'],
      ['VIP course data', '/courses'],
      ['GPA calculator', '/gpa'],
      ['Psychologist and psychiatrist pools', '/psychology/display'],
      ['Q&A bank and question pool', '/qa/display'],
      // The events live in the header's drawer, which only a signed-in user has.
      ['Event board', '/reception/login?next=%2Fhome%3Fevents%3Dopen'],
      ['Information bank', '/information/display'],
      ['Dev log', '/dev/display'],
      ['Listings', '/home'],
      ['Career', '/career'],
      ['Voting', '/admin/vote/all'],
    ];
    expect(within(features).getAllByRole('link')).toHaveLength(cards.length);
    for (const [title, href] of cards) {
      const card = within(features).getByRole('link', { name: cardTitled(title) });
      expect(card).toHaveAttribute('href', href);
      expect(within(card).getByRole('heading', { level: 3, name: title })).toBeInTheDocument();
    }
    expect(
      linkTo(
        'GPA calculator Calculate your semester and cumulative GPA on the 4.00 scale and see what you need to reach your target.',
      ),
    ).toHaveAttribute('href', '/gpa');
  });

  it('opens the events drawer on /home for a signed-in reader of the events card', () => {
    renderStaticPage(<LandingPage isAuthenticated isMaintenance={false} />);

    expect(linkTo(cardTitled('Event board'))).toHaveAttribute('href', '/home?events=open');
    expect(linkTo(cardTitled('Psychologist and psychiatrist pools'))).toHaveAttribute(
      'href',
      '/psychology/display',
    );
  });

  it('names the cards in Turkish too', () => {
    renderStaticPage(<LandingPage isAuthenticated isMaintenance={false} />, { language: 'tr' });

    const features = screen.getByRole('region', {
      name: 'Bir öğrencinin ihtiyaç duyduğu her şey tek yerde',
    });
    expect(within(features).getAllByRole('link')).toHaveLength(11);
    expect(
      within(features).getByRole('link', {
        name: cardTitled('Psikolog ve psikiyatrist havuzları'),
      }),
    ).toHaveAttribute('href', '/psychology/display');
  });

  it('places the language switcher and the theme toggle in its own toolbar', () => {
    renderStaticPage(<LandingPage isAuthenticated={false} isMaintenance={false} />);

    const toolbar = screen.getByRole('group', { name: 'Language and theme' });
    expect(within(toolbar).getByRole('button', { name: 'Language switcher' })).toBeInTheDocument();
    expect(within(toolbar).getByRole('button', { name: 'Theme toggle' })).toBeInTheDocument();
  });

  it('shows the maintenance banner only in maintenance mode', () => {
    const { unmount } = renderStaticPage(
      <LandingPage isAuthenticated={false} isMaintenance={false} />,
    );
    expect(screen.queryByText('CampusHub is under maintenance')).not.toBeInTheDocument();
    unmount();

    renderStaticPage(<LandingPage isAuthenticated isMaintenance />);
    const banner = screen.getByRole('alert');
    expect(within(banner).getByText('CampusHub is under maintenance')).toBeInTheDocument();
    expect(within(banner).getByText(/Signed-in features are unavailable/)).toBeInTheDocument();
  });

  it('speaks Turkish', () => {
    renderStaticPage(<LandingPage isAuthenticated={false} isMaintenance />, { language: 'tr' });

    expect(
      screen.getByRole('heading', {
        level: 1,
        name: 'Kampüsünüzü en iyi bilen öğrencilerle paylaşın',
      }),
    ).toBeInTheDocument();
    expect(linkTo('Giriş yap')).toHaveAttribute('href', '/reception/login');
    expect(linkTo('Hesap oluştur')).toHaveAttribute('href', '/reception/register');
    expect(linkTo('Mezunlar')).toHaveAttribute('href', '/reception-vip/register');
    expect(
      screen.getByRole('heading', { level: 3, name: 'Not ortalaması hesaplayıcısı' }),
    ).toBeInTheDocument();
    expect(screen.getByText('açık ders')).toBeInTheDocument();
    expect(within(screen.getByRole('alert')).getByText('CampusHub bakımda')).toBeInTheDocument();
  });

  it('shows the Turkish calls to action to signed-in users', () => {
    renderStaticPage(<LandingPage isAuthenticated isMaintenance={false} />, { language: 'tr' });

    expect(linkTo('Ana sayfaya git')).toHaveAttribute('href', '/home');
    expect(linkTo('Ders kataloğu')).toHaveAttribute('href', '/courses');
  });
});
