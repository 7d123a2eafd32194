import { useCallback, useEffect, useState } from 'react';
import type { GpaCourse, GpaSemester } from './gpa-rules';
import {
  clearCalculatorData,
  emptyCalculatorData,
  loadCalculatorData,
  saveCalculatorData,
  type GpaCalculatorData,
  type GpaTargetInput,
} from './gpa-storage';

let idCounter = 0;

/** An id unique within this browser's calculator. */
function createId(prefix: string): string {
  idCounter += 1;
  return `${prefix}-${Date.now().toString(36)}-${idCounter.toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}

export type CourseDraft = Omit<GpaCourse, 'id'>;

export const emptyCourse: CourseDraft = { code: '', name: '', credits: null, grade: null };

function mapSemester(
  data: GpaCalculatorData,
  semesterId: string,
  change: (semester: GpaSemester) => GpaSemester,
): GpaCalculatorData {
  return {
    ...data,
    semesters: data.semesters.map((semester) =>
      semester.id === semesterId ? change(semester) : semester,
    ),
  };
}

/**
 * The calculator's state, restored from and saved to this browser's storage on
 * every change. `revision` counts the person's own changes (not `replaceAll`),
 * so the copy kept in the profile knows when there is something new to send.
 */
export function useGpaCalculator() {
  const [data, setData] = useState<GpaCalculatorData>(loadCalculatorData);
  const [isCleared, setIsCleared] = useState(false);
  const [revision, setRevision] = useState(0);

  useEffect(() => {
    if (isCleared) return;
    saveCalculatorData(data);
  }, [data, isCleared]);

  const update = useCallback((change: (current: GpaCalculatorData) => GpaCalculatorData) => {
    setIsCleared(false);
    setRevision((current) => current + 1);
    setData(change);
  }, []);

  /** Shows a calculator that came from elsewhere (the profile); it is kept in this browser too. */
  const replaceAll = useCallback((next: GpaCalculatorData) => {
    setIsCleared(false);
    setData(next);
  }, []);

  /** Adds a semester and answers its id, so the page can move focus to it. */
  const addSemester = useCallback(
    (name: string): string => {
      const id = createId('semester');
      update((current) => ({
        ...current,
        semesters: [...current.semesters, { id, name, courses: [] }],
      }));
      return id;
    },
    [update],
  );

  const renameSemester = useCallback(
    (semesterId: string, name: string) => {
      update((current) => mapSemester(current, semesterId, (semester) => ({ ...semester, name })));
    },
    [update],
  );

  const removeSemester = useCallback(
    (semesterId: string) => {
      update((current) => ({
        ...current,
        semesters: current.semesters.filter((semester) => semester.id !== semesterId),
      }));
    },
    [update],
  );

  /** Adds a course row and answers its id. */
  const addCourse = useCallback(
    (semesterId: string, course: CourseDraft = emptyCourse): string => {
      const id = createId('course');
      update((current) =>
        mapSemester(current, semesterId, (semester) => ({
          ...semester,
          courses: [...semester.courses, { ...course, id }],
        })),
      );
      return id;
    },
    [update],
  );

  const updateCourse = useCallback(
    (semesterId: string, courseId: string, patch: Partial<CourseDraft>) => {
      update((current) =>
        mapSemester(current, semesterId, (semester) => ({
          ...semester,
          courses: semester.courses.map((course) =>
            course.id === courseId ? { ...course, ...patch } : course,
          ),
        })),
      );
    },
    [update],
  );

  const removeCourse = useCallback(
    (semesterId: string, courseId: string) => {
      update((current) =>
        mapSemester(current, semesterId, (semester) => ({
          ...semester,
          courses: semester.courses.filter((course) => course.id !== courseId),
        })),
      );
    },
    [update],
  );

  const setPlanner = useCallback(
    (patch: Partial<GpaTargetInput>) => {
      update((current) => ({ ...current, planner: { ...current.planner, ...patch } }));
    },
    [update],
  );

  /** Empties the calculator and removes the browser's copy. */
  const clearAll = useCallback(() => {
    clearCalculatorData();
    setIsCleared(true);
    setRevision((current) => current + 1);
    setData(emptyCalculatorData);
  }, []);

  return {
    data,
    revision,
    replaceAll,
    addSemester,
    renameSemester,
    removeSemester,
    addCourse,
    updateCourse,
    removeCourse,
    setPlanner,
    clearAll,
  };
}

export type GpaCalculator = ReturnType<typeof useGpaCalculator>;
