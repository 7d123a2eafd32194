import type { DevLogEntry, DevLogKind, DevLogWriteInput } from '@campus/contracts';

/** What the dev log form holds; the date and time as the browser's `datetime-local` text. */
export interface DevLogFormValues {
  version: string;
  kind: DevLogKind;
  published_at: string;
  title_en: string;
  title_tr: string;
  body_en: string;
  body_tr: string;
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** An instant as `YYYY-MM-DDTHH:mm` in the browser's time zone. */
export function toLocalInput(date: Date): string {
  return `${String(date.getFullYear())}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(
    date.getHours(),
  )}:${pad(date.getMinutes())}`;
}

/** A `datetime-local` text as an ISO instant; the text itself when it is not a date. */
function toIso(local: string): string {
  const date = new Date(local);
  return local.trim() === '' || Number.isNaN(date.getTime()) ? local : date.toISOString();
}

export function newDevLogValues(now: Date): DevLogFormValues {
  return {
    version: '',
    kind: 'feature',
    published_at: toLocalInput(now),
    title_en: '',
    title_tr: '',
    body_en: '',
    body_tr: '',
  };
}

export function toDevLogFormValues(entry: DevLogEntry): DevLogFormValues {
  return {
    version: entry.version ?? '',
    kind: entry.kind,
    published_at: toLocalInput(new Date(entry.published_at)),
    title_en: entry.title_en,
    title_tr: entry.title_tr,
    body_en: entry.body_en,
    body_tr: entry.body_tr,
  };
}

export function toDevLogWriteInput(values: DevLogFormValues): DevLogWriteInput {
  return {
    version: values.version.trim() === '' ? null : values.version.trim(),
    kind: values.kind,
    published_at: toIso(values.published_at),
    title_en: values.title_en,
    title_tr: values.title_tr,
    body_en: values.body_en,
    body_tr: values.body_tr,
  };
}

export function sameValues(left: DevLogFormValues, right: DevLogFormValues): boolean {
  return (Object.keys(left) as (keyof DevLogFormValues)[]).every((key) => left[key] === right[key]);
}
