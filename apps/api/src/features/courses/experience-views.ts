import type {
  OwnExperience,
  PublicExperience,
  RatingAggregates,
  VipExperience,
} from '@campus/contracts';
import type { ExperienceRecord } from './course-experiences.repository';

/** The part of an experience everyone may read. */
export function toPublic(row: ExperienceRecord): PublicExperience {
  return {
    experience_id: row.experience_id,
    course_id: row.course_id,
    semester: row.semester,
    instructor_name: row.instructor_name,
    rating_difficulty: row.rating_difficulty,
    rating_workload: row.rating_workload,
    rating_usefulness: row.rating_usefulness,
    rating_grading: row.rating_grading,
    summary: row.summary,
    created_at: row.created_at.toISOString(),
  };
}

/** An experience in full, for VIP access. */
export function toVip(row: ExperienceRecord): VipExperience {
  return {
    ...toPublic(row),
    grade_received: (row.grade_received as VipExperience['grade_received']) ?? null,
    details: row.details,
    exam_tips: row.exam_tips,
    resources: row.resources,
  };
}

/** The author's (or a moderator's) view: everything, with status and note. */
export function toOwn(row: ExperienceRecord): OwnExperience {
  return {
    ...toVip(row),
    status: row.status,
    review_note: row.review_note,
    reviewed_at: row.reviewed_at?.toISOString() ?? null,
    course_code: row.course_code,
  };
}

/** Count and mean ratings, exactly the fields of the contract. */
export function aggregatesOf(row: RatingAggregates): RatingAggregates {
  return {
    count: row.count,
    rating_difficulty: row.rating_difficulty,
    rating_workload: row.rating_workload,
    rating_usefulness: row.rating_usefulness,
    rating_grading: row.rating_grading,
  };
}
