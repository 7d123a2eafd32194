import type { PositionWriteInput } from '@campus/contracts';

export function positionBody(overrides: Partial<PositionWriteInput> = {}): PositionWriteInput {
  return {
    title: 'Student developer intern',
    team: 'Platform',
    location: 'Ankara campus, hybrid',
    employment_type: 'internship',
    description: 'Build features of the campus platform with the team, two days a week.',
    requirements: ['TypeScript basics', 'Curiosity about accessibility'],
    ...overrides,
  };
}
