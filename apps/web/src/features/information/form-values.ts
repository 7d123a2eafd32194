import {
  type InformationListField,
  type InformationListItem,
  type InformationProject,
  type InformationProjectCreateInput,
  type InformationProjectUpdateInput,
} from '@campus/contracts';

/** One row of a list field in the form; `key` keeps React's rows stable while they move. */
export interface ListRow extends InformationListItem {
  key: string;
}

/** What the project form holds. `display_order` is '' while the number box is empty. */
export interface ProjectFormValues {
  project_id: string;
  display_order: number | string;
  name_en: string;
  name_tr: string;
  description_en: string;
  description_tr: string;
  access_requirements: ListRow[];
  process_steps: ListRow[];
  warnings: ListRow[];
  notes: ListRow[];
}

let rowCounter = 0;

/** A new row with a key of its own. */
export function newListRow(item: InformationListItem = { en: '', tr: '' }): ListRow {
  rowCounter += 1;
  return { key: `row-${String(rowCounter)}`, en: item.en, tr: item.tr };
}

export function newProjectValues(): ProjectFormValues {
  return {
    project_id: '',
    display_order: 100,
    name_en: '',
    name_tr: '',
    description_en: '',
    description_tr: '',
    access_requirements: [],
    process_steps: [],
    warnings: [],
    notes: [],
  };
}

export function toProjectFormValues(project: InformationProject): ProjectFormValues {
  return {
    project_id: project.project_id,
    display_order: project.display_order,
    name_en: project.name_en,
    name_tr: project.name_tr,
    description_en: project.description_en,
    description_tr: project.description_tr,
    access_requirements: project.access_requirements.map((item) => newListRow(item)),
    process_steps: project.process_steps.map((item) => newListRow(item)),
    warnings: project.warnings.map((item) => newListRow(item)),
    notes: project.notes.map((item) => newListRow(item)),
  };
}

function listOf(rows: readonly ListRow[]): InformationListItem[] {
  return rows.map((row) => ({ en: row.en, tr: row.tr }));
}

function lists(values: ProjectFormValues): Record<InformationListField, InformationListItem[]> {
  return {
    access_requirements: listOf(values.access_requirements),
    process_steps: listOf(values.process_steps),
    warnings: listOf(values.warnings),
    notes: listOf(values.notes),
  };
}

/** The body of `PUT`; an empty order box becomes NaN, which the contract refuses. */
export function toUpdateInput(
  values: ProjectFormValues,
  status: 'draft' | 'published' | undefined,
): InformationProjectUpdateInput {
  return {
    name_en: values.name_en,
    name_tr: values.name_tr,
    description_en: values.description_en,
    description_tr: values.description_tr,
    ...lists(values),
    display_order: typeof values.display_order === 'number' ? values.display_order : Number.NaN,
    ...(status === undefined ? {} : { status }),
  };
}

export function toCreateInput(
  values: ProjectFormValues,
  status: 'draft' | 'published',
): InformationProjectCreateInput {
  return { project_id: values.project_id.trim(), ...toUpdateInput(values, status) };
}

/** Whether two states of the form say the same thing (row keys aside). */
export function sameValues(left: ProjectFormValues, right: ProjectFormValues): boolean {
  const comparable = (values: ProjectFormValues) => JSON.stringify({ ...values, ...lists(values) });
  return comparable(left) === comparable(right);
}
