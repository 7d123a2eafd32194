import { type Locator, type Page } from '@playwright/test';
import { expect } from './fixtures';
import { field } from './support';

export { field };

// What both course specs use (courses-catalogue and courses-experiences): the form helpers and the
// catalogue read through the API.

/** Picks an option of a Mantine select or autocomplete. */
export async function choose(
  page: Page,
  scope: Page | Locator,
  label: string,
  option: string | RegExp,
) {
  await field(scope, label).click();
  await page
    .getByRole('option', { name: option, exact: typeof option === 'string' })
    .first()
    .click();
}

export interface CatalogueCourse {
  course_id: string;
  course_code: string;
  instructor_name: string;
}

export async function coursesOfDepartment(
  page: Page,
  department: string,
): Promise<CatalogueCourse[]> {
  const response = await page.request.get(
    `/api/coursefile/courses?department=${department}&page_size=10`,
  );
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { items: CatalogueCourse[] };
  return body.items;
}
