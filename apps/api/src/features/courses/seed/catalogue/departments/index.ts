import type { DepartmentCurriculum } from '../types';
import { architectureDepartments } from './architecture';
import { economicsDepartments } from './economics';
import { educationDepartments } from './education';
import { engineeringDepartments } from './engineering';
import { healthDepartments } from './health';
import { humanitiesDepartments } from './humanities';
import { lawDepartments } from './law';
import { scienceDepartments } from './sciences';

/** Every department of Yeşiltepe University, faculty by faculty. */
export const curricula: readonly DepartmentCurriculum[] = [
  ...engineeringDepartments,
  ...scienceDepartments,
  ...humanitiesDepartments,
  ...economicsDepartments,
  ...educationDepartments,
  ...architectureDepartments,
  ...lawDepartments,
  ...healthDepartments,
];
