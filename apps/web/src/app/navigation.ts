import type { UserRole } from '@campus/contracts';

/**
 * The links of the signed-in navigation (SPEC.md section 2, "Navigation
 * (signed-in)"), as data so the desktop bar and the phone drawer agree.
 * Labels are keys of the `shell` namespace under `nav`.
 */
export interface NavigationLink {
  to: string;
  labelKey: NavigationLabel;
}

export type NavigationLabel =
  | 'home'
  | 'about'
  | 'courses'
  | 'gpa'
  | 'information'
  | 'devLog'
  | 'mySpace'
  | 'assistant'
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

export interface NavigationGroups {
  /** Links every signed-in user sees in the bar. */
  main: NavigationLink[];
  /** The user's own pages. */
  personal: NavigationLink[];
  /** Staff links; empty for students and graduates. */
  admin: NavigationLink[];
}

/** The navigation a signed-in user with this role sees. */
export function navigationFor(role: UserRole): NavigationGroups {
  const isAdmin = role === 'admin';
  const hasModeratorAccess = isAdmin || role === 'moderator';
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
      { to: '/', labelKey: 'home' },
      { to: '/about', labelKey: 'about' },
      { to: '/courses', labelKey: 'courses' },
      { to: '/gpa', labelKey: 'gpa' },
      { to: '/information/display', labelKey: 'information' },
      { to: '/dev/display', labelKey: 'devLog' },
      { to: '/my-space', labelKey: 'mySpace' },
      { to: '/assistant', labelKey: 'assistant' },
      { to: '/admin/vote/all', labelKey: 'votes' },
    ],
    personal: [
      { to: '/profile/view', labelKey: 'profile' },
      { to: '/notifications/personal', labelKey: 'notifications' },
      { to: '/alarm/personal', labelKey: 'alarms' },
    ],
    admin,
  };
}

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
  | 'about';

export interface FooterGroup {
  titleKey: 'legal' | 'community' | 'platform';
  links: { to: string; labelKey: FooterLabel }[];
}

export const footerGroups: readonly FooterGroup[] = [
  {
    titleKey: 'platform',
    links: [
      { to: '/about', labelKey: 'about' },
      { to: '/contact', labelKey: 'contact' },
      { to: '/blog', labelKey: 'blog' },
      { to: '/profile', labelKey: 'profile' },
    ],
  },
  {
    titleKey: 'community',
    links: [
      { to: '/courses', labelKey: 'courses' },
      { to: '/questions', labelKey: 'questions' },
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
