import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  auditActionsSchema,
  auditPageSchema,
  pageViewsReportSchema,
  systemSettingsBodySchema,
  systemSettingsSchema,
  type SystemSettingsBody,
} from '@campus/contracts';
import { api } from '../../../lib/api-client';
import { withProblem } from '../../../lib/problem-error';
import { systemStatusQueryKey } from '../../../lib/system-status';

/** What the audit log viewer shows, as kept in its controls. */
export interface AuditLogParams {
  q: string;
  /** '' for every action. */
  action: string;
  /** `YYYY-MM-DD` or '' for no bound. */
  from: string;
  to: string;
  page: number;
  page_size: number;
}

export const dashboardKeys = {
  all: ['admin-dashboard'] as const,
  settings: () => [...dashboardKeys.all, 'settings'] as const,
  pageViews: (days: number) => [...dashboardKeys.all, 'page-views', days] as const,
  audit: (params: AuditLogParams) => [...dashboardKeys.all, 'audit', params] as const,
  auditActions: () => [...dashboardKeys.all, 'audit-actions'] as const,
};

/** `GET admin/settings` (admins). */
export function useSystemSettings() {
  return useQuery({
    queryKey: dashboardKeys.settings(),
    queryFn: () =>
      withProblem(async () =>
        systemSettingsSchema.parse(await api.get('admin/settings').json<unknown>()),
      ),
  });
}

/** `PUT admin/settings { maintenance_mode }` (admins); the public status and the log read again. */
export function useUpdateSystemSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SystemSettingsBody) => {
      const json = systemSettingsBodySchema.parse(body);
      return withProblem(async () =>
        systemSettingsSchema.parse(await api.put('admin/settings', { json }).json<unknown>()),
      );
    },
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
        queryClient.invalidateQueries({ queryKey: systemStatusQueryKey }),
      ]);
    },
  });
}

/** `GET admin/analytics/page-views?days=` (admins). */
export function usePageViews(days: number) {
  return useQuery({
    queryKey: dashboardKeys.pageViews(days),
    queryFn: () =>
      withProblem(async () =>
        pageViewsReportSchema.parse(
          await api
            .get('admin/analytics/page-views', { searchParams: { days: String(days) } })
            .json<unknown>(),
        ),
      ),
    placeholderData: keepPreviousData,
  });
}

/** `GET admin/audit?q=&action=&from=&to=&page=&page_size=` (admins). */
export function useAuditLog(params: AuditLogParams) {
  return useQuery({
    queryKey: dashboardKeys.audit(params),
    queryFn: () => {
      const searchParams = new URLSearchParams({
        page: String(params.page),
        page_size: String(params.page_size),
      });
      if (params.q !== '') searchParams.set('q', params.q);
      if (params.action !== '') searchParams.set('action', params.action);
      if (params.from !== '') searchParams.set('from', params.from);
      if (params.to !== '') searchParams.set('to', params.to);
      return withProblem(async () =>
        auditPageSchema.parse(await api.get('admin/audit', { searchParams }).json<unknown>()),
      );
    },
    placeholderData: keepPreviousData,
  });
}

/** `GET admin/audit/actions` (admins). */
export function useAuditActions() {
  return useQuery({
    queryKey: dashboardKeys.auditActions(),
    queryFn: () =>
      withProblem(async () =>
        auditActionsSchema.parse(await api.get('admin/audit/actions').json<unknown>()),
      ),
  });
}
