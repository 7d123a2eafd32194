import { fieldProblem, ruleProblem } from '@campus/contracts';
import type { CourseDetailCourse, CourseWriteBody } from '@campus/contracts';
import type { Database } from '../../db/database';
import type { AuthUser } from '../../platform/auth';
import { changedFields, recordRowAudit } from '../../platform/audit/audit';
import { pickFields } from '../../platform/pick-fields';
import { AppError, isUniqueViolation } from '../../platform/errors';
import { ignoreSourceChange, type SourceChanged } from '../../platform/indexed-documents';
import {
  createCoursesRepository,
  type CourseValues,
  type CoursesRepository,
} from './courses.repository';

const writableFields = [
  'course_code',
  'department_id',
  'name_en',
  'name_tr',
  'credits',
  'ects',
  'course_type',
  'level',
  'status',
  'instructor_name',
  'semester_offered',
  'language',
  'description_en',
  'description_tr',
] as const satisfies readonly (keyof CourseValues)[];

function valuesOf(body: CourseWriteBody): CourseValues {
  return pickFields(body, writableFields);
}

function duplicateCode(code: string): AppError {
  const message = `A course with the code ${code} already exists`;
  return new AppError(409, 'conflict', message, [
    fieldProblem(
      'body.course_code',
      { code: 'rule', params: { rule: 'course_code_taken', code } },
      message,
    ),
  ]);
}

async function assertDepartment(repository: CoursesRepository, departmentId: number) {
  if (!(await repository.departmentExists(departmentId))) {
    throw AppError.badRequest('Please check the form for errors', [
      ruleProblem(
        'body.department_id',
        'department_id must be a known department',
        'unknown_department',
      ),
    ]);
  }
}

/** Runs a write and turns a clash on the course code into 409. */
async function guardCode<T>(code: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateCode(code);
    throw error;
  }
}

/**
 * Adding and editing courses (the course review panel, moderators and admins);
 * the assistant's index follows each change.
 */
export function createCoursesAdminService(
  db: Database,
  sourceChanged: SourceChanged = ignoreSourceChange,
) {
  return {
    /** A new course, audited in the same transaction. */
    async create(body: CourseWriteBody, actor: AuthUser): Promise<CourseDetailCourse> {
      const values = valuesOf(body);
      return guardCode(values.course_code, () =>
        db.transaction(async (transaction) => {
          const repository = createCoursesRepository(transaction);
          await assertDepartment(repository, values.department_id);
          const { course_id } = await repository.insertCourse(values);
          await recordRowAudit(transaction, actor.userId, 'course.created', course_id, {
            course_code: values.course_code,
            department_id: values.department_id,
            status: values.status,
          });
          await sourceChanged(transaction, 'course', course_id);
          return detailOf(repository, course_id);
        }),
      );
    },

    /** Replaces every field of a course, audited with the names of the fields that changed. */
    async update(
      courseId: string,
      body: CourseWriteBody,
      actor: AuthUser,
    ): Promise<CourseDetailCourse> {
      const values = valuesOf(body);
      return guardCode(values.course_code, () =>
        db.transaction(async (transaction) => {
          const repository = createCoursesRepository(transaction);
          const before = await repository.findCourseRow(courseId);
          if (before === undefined) throw AppError.notFound('There is no such course');
          await assertDepartment(repository, values.department_id);
          await repository.updateCourse(courseId, values);
          await recordRowAudit(transaction, actor.userId, 'course.updated', courseId, {
            course_code: values.course_code,
            changed: changedFields(writableFields, before, values),
          });
          await sourceChanged(transaction, 'course', courseId);
          return detailOf(repository, courseId);
        }),
      );
    },
  };
}

async function detailOf(
  repository: CoursesRepository,
  courseId: string,
): Promise<CourseDetailCourse> {
  const course = await repository.findCourse(courseId);
  if (course === undefined) throw AppError.notFound('There is no such course');
  return course;
}

export type CoursesAdminService = ReturnType<typeof createCoursesAdminService>;
