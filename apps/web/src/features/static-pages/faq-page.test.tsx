import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getContactEmail } from './contact-email';
import { FaqPage } from './faq-page';
import { renderStaticPage } from './render-static-page';

describe('FaqPage', () => {
  it('lists at least twelve questions as accordion controls under one h1', () => {
    renderStaticPage(<FaqPage />, { route: '/faq' });

    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const questions = screen.getAllByRole('heading', { level: 3 });
    expect(questions.length).toBeGreaterThanOrEqual(12);
    expect(
      screen.getByRole('button', { name: 'What is VIP and how do I unlock it?' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'I have graduated. How can I join?' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'How do I delete my account or download my data?' }),
    ).toBeInTheDocument();
  });

  it('opens an answer when its question is clicked', async () => {
    const user = userEvent.setup();
    renderStaticPage(<FaqPage />, { route: '/faq' });

    const control = screen.getByRole('button', {
      name: 'Which grading scale does the GPA calculator use?',
    });
    expect(control).toHaveAttribute('aria-expanded', 'false');
    await user.click(control);
    expect(control).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => {
      expect(
        screen.getByText(
          /AA 4\.0, BA 3\.5, BB 3\.0, CB 2\.5, CC 2\.0, DC 1\.5, DD 1\.0, FD 0\.5 and FF 0\.0/,
        ),
      ).toBeVisible();
    });

    await user.click(screen.getByRole('button', { name: 'What is VIP and how do I unlock it?' }));
    await waitFor(() => {
      expect(
        screen.getByText(/when 3 of your course experiences have been approved/),
      ).toBeVisible();
    });
  });

  it('puts the team address and links into the answers', async () => {
    const user = userEvent.setup();
    renderStaticPage(<FaqPage />, { route: '/faq' });

    await user.click(screen.getByRole('button', { name: 'How can I contact the team?' }));
    const email = getContactEmail();
    expect(await screen.findByRole('link', { name: email })).toHaveAttribute(
      'href',
      `mailto:${email}`,
    );
    expect(screen.getByRole('link', { name: '/policies/kvkk' })).toHaveAttribute(
      'href',
      '/policies/kvkk',
    );
  });

  it('speaks Turkish', async () => {
    const user = userEvent.setup();
    renderStaticPage(<FaqPage />, { language: 'tr', route: '/faq' });

    expect(
      screen.getByRole('heading', { level: 1, name: 'Sıkça sorulan sorular' }),
    ).toBeInTheDocument();
    const control = screen.getByRole('button', {
      name: 'Soru havuzunda anonim sormak gerçekten anonim mi?',
    });
    await user.click(control);
    await waitFor(() => {
      expect(screen.getByText(/anonim bir sorunun yazarı diğer öğrencilere/)).toBeVisible();
    });
    expect(screen.getAllByRole('heading', { level: 3 }).length).toBeGreaterThanOrEqual(12);
  });
});
