import { z } from 'zod';

const uuid = z.uuid();

/** A route parameter that the API can know (a UUID), else undefined. */
export function uuidParam(value: string | undefined): string | undefined {
  return value !== undefined && uuid.safeParse(value).success ? value : undefined;
}

export const physicalsPath = '/admin/matching/physicals';
export const statisticsPath = '/admin/matching/physicals/statistics';
export const physicalPath = (physicalId: string) => `${physicalsPath}/${physicalId}`;
export const physicalEditPath = (physicalId: string) => `${physicalsPath}/${physicalId}/edit`;
export const statisticsDetailPath = (statisticsId: string) => `${statisticsPath}/${statisticsId}`;
export const participantPath = (participantId: string) => `/admin/matching/users/${participantId}`;
export const calculationPath = (calculationId: string) =>
  `/admin/matching/calculations/${calculationId}`;
