import { describe, expect, it } from 'vitest';
import {
  informationProjectCreateBodySchema,
  informationProjectPageSchema,
  informationProjectSchema,
} from '@campus/contracts';
import { demoInformationProjects } from '../src/features/information/information.seed';
import { useTestApp } from './support/app';
import { testDriver } from './support/database';
import { demoUser } from './support/factories/accounts';

const t = useTestApp({ seeded: true });

async function list(query: string, token: string) {
  return t.api.read(`/information/projects${query}`, token, informationProjectPageSchema);
}

describe(`the demo information bank on ${testDriver}`, () => {
  it('keeps every demo project within the rules of the contract', () => {
    expect(demoInformationProjects).toHaveLength(8);
    for (const project of demoInformationProjects) {
      const result = informationProjectCreateBodySchema.safeParse({
        ...project,
        status: undefined,
      });
      expect(result.success, project.project_id).toBe(true);
    }
  });

  it('shows students the 6 published projects in display order, moderators all 8', async () => {
    const [student, moderator] = await Promise.all([
      demoUser(t, 'student'),
      demoUser(t, 'moderator'),
    ]);
    const published = await list('', student.token);
    expect(published.total).toBe(6);
    expect(published.items.map((item) => item.project_id)).toEqual([
      'course-registration',
      'student-id-card',
      'library-access',
      'dormitory-application',
      'erasmus-application',
      'scholarship-application',
    ]);
    expect(
      (await list('?status=draft', moderator.token)).items.map((item) => item.project_id),
    ).toEqual(['graduation-checklist']);
    expect(
      (await list('?status=archived', moderator.token)).items.map((item) => item.project_id),
    ).toEqual(['health-insurance']);
    expect((await list('?q=yurt', student.token)).items.map((item) => item.project_id)).toEqual([
      'dormitory-application',
    ]);
    const erasmus = await t.api.read(
      '/information/projects/erasmus-application',
      student.token,
      informationProjectSchema,
    );
    expect(erasmus.process_steps.map((step) => step.en)).toEqual([
      'Apply online in the autumn call',
      'Take the foreign language exam of the International Office',
      'Choose your partner universities after the ranking',
      'Prepare the learning agreement with your coordinator',
    ]);
    expect(erasmus.name_tr).toBe('Erasmus+ değişim başvurusu');
  });
});
