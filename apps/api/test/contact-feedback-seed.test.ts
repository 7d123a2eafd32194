import { describe, expect, it } from 'vitest';
import { contactMessagePageSchema, feedbackItemPageSchema } from '@campus/contracts';
import { useTestApp } from './support/app';
import { demoUser } from './support/factories/accounts';

const t = useTestApp({ seeded: true });

describe('the demo contact messages, feedback and suggestions', () => {
  it('has 6 contact messages, 2 of them answered by the demo admin', async () => {
    const admin = await demoUser(t, 'admin');
    const all = await t.api.read('/admin/contacts', admin.token, contactMessagePageSchema);
    expect(all.total).toBe(6);
    const handled = await t.api.read(
      '/admin/contacts?status=handled',
      admin.token,
      contactMessagePageSchema,
    );
    expect(handled.items).toHaveLength(2);
    // Both handled by the demo admin, shown by first name and initial.
    const adminName = `${admin.firstName} ${admin.lastName.charAt(0)}.`;
    expect(adminName).toBe('Ayşe Y.');
    expect(handled.items.map((message) => message.handled_by_name)).toEqual([adminName, adminName]);
    for (const message of handled.items) {
      expect(message.reply).not.toBeNull();
      expect(message.handled_by_name).not.toBeNull();
    }
  });

  it('has 8 feedback items and 6 suggestions in mixed statuses, some by the demo student', async () => {
    const [admin, student] = await Promise.all([demoUser(t, 'admin'), demoUser(t, 'student')]);
    const feedback = await t.api.read(
      '/admin/feedback?kind=feedback',
      admin.token,
      feedbackItemPageSchema,
    );
    const suggestions = await t.api.read(
      '/admin/feedback?kind=suggestion',
      admin.token,
      feedbackItemPageSchema,
    );
    expect(feedback.total).toBe(8);
    expect(suggestions.total).toBe(6);
    const statuses = new Set([...feedback.items, ...suggestions.items].map((item) => item.status));
    expect([...statuses].sort()).toEqual(['dismissed', 'done', 'new', 'reviewing']);
    const mine = await t.api.read('/feedback/mine', student.token, feedbackItemPageSchema);
    expect(mine.total).toBe(4);
    expect(mine.items.map((item) => [item.kind, item.status])).toEqual([
      ['suggestion', 'new'],
      ['suggestion', 'reviewing'],
      ['feedback', 'reviewing'],
      ['feedback', 'done'],
    ]);
    // One of them answered by an admin.
    expect(
      mine.items.filter((item) => item.admin_reply !== null).map((item) => item.subject),
    ).toEqual(['Ders arama çok hızlı']);
    expect(mine.items.some((item) => item.admin_reply !== null)).toBe(true);
  });
});
