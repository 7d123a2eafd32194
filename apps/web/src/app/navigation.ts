import { roleMeets, type UserRole } from '@campus/contracts';

/**
 * The links of the signed-in navigation (SPEC.md section 2, "Navigation
 * (signed-in)"), as data so the header bar, its "More" menu and the phone
 * drawer agree. Labels are keys of the `shell` namespace under `nav`.
 */
export interface NavigationLink {
  to: string;
  labelKey: NavigationLabel;
  /** A shorter label for the header bar, where Turkish labels must fit at 1200 px; the drawer keeps `labelKey`. */
  headerLabelKey?: NavigationLabel;
}

export type NavigationLabel =
  | 'home'
  | 'about'
  | 'courses'
  | 'gpa'
  | 'gpaShort'
  | 'questions'
  | 'qaBank'
  | 'psychology'
  | 'psychiatry'
  | 'information'
  | 'devLog'
  | 'mySpace'
  | 'assistant'
  | 'career'
  | 'joinWaitlist'
  | 'proposeVote'
  | 'profile'
  | 'notifications'
  | 'alarms'
  | 'votes'
  | 'adminDashboard'
  | 'adminPanel'
  | 'waitlist'
  | 'suggestions'
  | 'feedback'
  | 'instagram'
  | 'adminAlarms'
  | 'adminAssistant';

/** A titled part of the "More" menu; titles are keys under `nav.moreGroups`. */
export interface NavigationSection {
  titleKey: 'community' | 'takePart' | 'platform';
  links: NavigationLink[];
}

export interface NavigationGroups {
  /**
   * The links the header bar shows from the `lg` breakpoint (1200 px) on: few
   * and short enough to fit beside the events button, the bell and the user
   * menu in Turkish too. The first part of the phone drawer.
   */
  main: NavigationLink[];
  /** Everything else every signed-in user may open, under "More" (and in the drawer). */
  more: NavigationSection[];
  /** The user's own pages. */
  personal: NavigationLink[];
  /** Staff links; empty for students and graduates. */
  admin: NavigationLink[];
}

/** The sections of the "More" menu: the same for every signed-in role. */
const moreSections: readonly NavigationSection[] = [
  {
    titleKey: 'community',
    links: [
      { to: '/qa/display', labelKey: 'qaBank' },
      { to: '/psychology/display', labelKey: 'psychology' },
      { to: '/psychiatry/display', labelKey: 'psychiatry' },
      { to: '/information/display', labelKey: 'information' },
      { to: '/assistant', labelKey: 'assistant' },
    ],
  },
  {
    titleKey: 'takePart',
    links: [
      { to: '/admin/vote/all', labelKey: 'votes' },
      { to: '/vote/question/add', labelKey: 'proposeVote' },
      { to: '/waitlist/add', labelKey: 'joinWaitlist' },
      { to: '/career', labelKey: 'career' },
    ],
  },
  {
    titleKey: 'platform',
    links: [
      { to: '/dev/display', labelKey: 'devLog' },
      { to: '/about', labelKey: 'about' },
    ],
  },
];

/** The navigation a signed-in user with this role sees. */
export function navigationFor(role: UserRole): NavigationGroups {
  const isAdmin = roleMeets(role, 'admin');
  const hasModeratorAccess = roleMeets(role, 'moderator');
  const admin: NavigationLink[] = [];
  if (hasModeratorAccess) admin.push({ to: '/admin/panel', labelKey: 'adminPanel' });
  // PRODUCT.md: the waitlist, suggestions and feedback lists are admin-only routes, so only admins get their links.
  if (isAdmin) {
    admin.push(
      { to: '/admin', labelKey: 'adminDashboard' },
      { to: '/admin/waitlist/all', labelKey: 'waitlist' },
      { to: '/admin/suggestions/all', labelKey: 'suggestions' },
      { to: '/admin/feedback/all', labelKey: 'feedback' },
      { to: '/admin/instagram/all', labelKey: 'instagram' },
      { to: '/admin/alarm/all', labelKey: 'adminAlarms' },
      { to: '/admin/assistant', labelKey: 'adminAssistant' },
    );
  }
  return {
    main: [
      // The signed-in home page (events, listings boards); the logo leads to the landing page `/`.
      { to: '/home', labelKey: 'home' },
      { to: '/courses', labelKey: 'courses' },
      { to: '/gpa', labelKey: 'gpa', headerLabelKey: 'gpaShort' },
      { to: '/questions', labelKey: 'questions' },
      { to: '/my-space', labelKey: 'mySpace' },
    ],
    more: moreSections.map((section) => ({ ...section, links: [...section.links] })),
    personal: [
      { to: '/profile/view', labelKey: 'profile' },
      { to: '/notifications/personal', labelKey: 'notifications' },
      { to: '/alarm/personal', labelKey: 'alarms' },
    ],
    admin,
  };
}

/**
 * The search parameter that opens the header's events drawer on arrival
 * (`?events=open`): the events have no page of their own, so a link to "the
 * events" (the landing page's card) is `/home?events=open`.
 */
export const eventsSearchParam = 'events';

/** True when `to` is the current page, or a section the current page belongs to. */
export function isActiveLink(to: string, pathname: string): boolean {
  if (to === '/') return pathname === '/';
  return pathname === to || pathname.startsWith(`${to}/`);
}

/** Footer and copyright links (SPEC.md section 2), grouped; labels are keys under `footer.links`. */
export type FooterLabel =
  | 'privacy'
  | 'terms'
  | 'kvkk'
  | 'aydinlatma'
  | 'cookiePolicy'
  | 'faq'
  | 'courses'
  | 'matches'
  | 'questions'
  | 'profile'
  | 'blog'
  | 'contact'
  | 'about'
  | 'qaBank'
  | 'psychology'
  | 'psychiatry'
  | 'career';

export interface FooterLink {
  to: string;
  labelKey: FooterLabel;
  /** Only in the main footer's columns, not in the compact copyright bar of legal and help links. */
  footerOnly?: true;
}

export interface FooterGroup {
  titleKey: 'legal' | 'community' | 'platform';
  links: FooterLink[];
}

export const footerGroups: readonly FooterGroup[] = [
  {
    titleKey: 'platform',
    links: [
      { to: '/about', labelKey: 'about' },
      { to: '/contact', labelKey: 'contact' },
      { to: '/blog', labelKey: 'blog' },
      { to: '/profile', labelKey: 'profile' },
      { to: '/career', labelKey: 'career', footerOnly: true },
    ],
  },
  {
    titleKey: 'community',
    links: [
      { to: '/courses', labelKey: 'courses' },
      { to: '/questions', labelKey: 'questions' },
      { to: '/qa/display', labelKey: 'qaBank', footerOnly: true },
      { to: '/psychology/display', labelKey: 'psychology', footerOnly: true },
      { to: '/psychiatry/display', labelKey: 'psychiatry', footerOnly: true },
      { to: '/matches', labelKey: 'matches' },
      { to: '/faq', labelKey: 'faq' },
    ],
  },
  {
    titleKey: 'legal',
    links: [
      { to: '/policies/privacy', labelKey: 'privacy' },
      { to: '/policies/terms', labelKey: 'terms' },
      { to: '/policies/kvkk', labelKey: 'kvkk' },
      { to: '/policies/aydinlatma', labelKey: 'aydinlatma' },
      { to: '/policies/cookie-policy', labelKey: 'cookiePolicy' },
    ],
  },
];
