import {
  IconBriefcase,
  IconCar,
  IconPlaneDeparture,
  IconSchool,
  IconUsersGroup,
  type Icon,
} from '@tabler/icons-react';
import type { ListingCategory } from '@campus/contracts';

/** The icon and colour of each board, shared by its page and its home card. */
export const categoryLooks: Readonly<Record<ListingCategory, { icon: Icon; color: string }>> = {
  car_pooling: { icon: IconCar, color: 'cyan' },
  internships: { icon: IconSchool, color: 'indigo' },
  jobs: { icon: IconBriefcase, color: 'teal' },
  alumni: { icon: IconUsersGroup, color: 'grape' },
  erasmus: { icon: IconPlaneDeparture, color: 'orange' },
};

/** The board's address. */
export function boardPath(category: ListingCategory): string {
  return `/listings/${category}`;
}
