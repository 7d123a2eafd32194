import { useAuth } from '../../lib/auth-store';
import { useSavedGpaPlan } from './api';
import { cumulativeGpa } from './gpa-rules';
import { loadCalculatorData } from './gpa-storage';

/**
 * The cumulative GPA of the person's calculator (the home page's shortcut):
 * the one saved in the profile when signed in, else the one in this browser;
 * null when no course counts yet.
 */
export function useCurrentGpa(): { gpa: number | null; credits: number } {
  const user = useAuth().user_current;
  const saved = useSavedGpaPlan(user?.user_id ?? null);
  const semesters = saved.data?.plan?.semesters ?? loadCalculatorData().semesters;
  const result = cumulativeGpa(semesters);
  return { gpa: result.gpa, credits: result.credits };
}
