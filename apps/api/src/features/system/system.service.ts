import type { SystemSettings, SystemSettingsBody } from '@campus/contracts';
import type { Database, Executor } from '../../db/database';
import type { AuthUser } from '../../platform/auth';
import { recordAudit } from '../../platform/audit/audit';
import { AppError } from '../../platform/errors';
import { createSystemRepository } from './system.repository';

/** The admins' system settings: read them, switch them (audited, in one transaction). */
export interface SystemServiceDependencies {
  db: Database;
  /** People's names by account id, in one query. */
  namesOf: (
    userIds: readonly string[],
  ) => Promise<ReadonlyMap<string, { first_name: string; last_name: string }>>;
  /** Two-step sign-in: whether an admin has it on, and ending the sessions of staff without it. */
  twoStep: {
    isEnabled: (userId: string) => Promise<boolean>;
    endSessionsOfStaffWithout: (executor: Executor) => Promise<void>;
  };
  /** Called once maintenance mode was switched, so that this process applies it at once. */
  onMaintenanceSwitched?: () => void;
}

export function createSystemService({
  db,
  namesOf,
  twoStep,
  onMaintenanceSwitched,
}: SystemServiceDependencies) {
  const repository = createSystemRepository(db);

  async function settings(): Promise<SystemSettings> {
    const [maintenanceMode, change, twoStepRequired] = await Promise.all([
      repository.findSetting('maintenance_mode'),
      repository.findSettingChange('maintenance_mode'),
      repository.findSetting('two_step_required'),
    ]);
    const changedBy = change?.updated_by ?? null;
    const names = changedBy === null ? undefined : (await namesOf([changedBy])).get(changedBy);
    return {
      maintenance_mode: maintenanceMode,
      maintenance_changed_at: change?.updated_at.toISOString() ?? null,
      maintenance_changed_by: names === undefined ? null : `${names.first_name} ${names.last_name}`,
      two_step_required: twoStepRequired,
    };
  }

  return {
    settings,

    /**
     * Switches what the body names. Requiring two-step sign-in of staff needs
     * the admin's own first (nobody locks the administration out), and ends the
     * sessions of admins and moderators without it: their next sign-in sets it up.
     */
    async update(body: SystemSettingsBody, admin: AuthUser): Promise<SystemSettings> {
      const [maintenance, twoStepRequired] = await Promise.all([
        repository.findSetting('maintenance_mode'),
        repository.findSetting('two_step_required'),
      ]);
      const switchesMaintenance =
        body.maintenance_mode !== undefined && body.maintenance_mode !== maintenance;
      const switchesTwoStep =
        body.two_step_required !== undefined && body.two_step_required !== twoStepRequired;
      if (switchesTwoStep && body.two_step_required === true) {
        if (!(await twoStep.isEnabled(admin.userId))) {
          throw AppError.conflictFor(
            'two_step_own_first',
            'Turn on two-step sign-in for your own account first',
          );
        }
      }
      if (!switchesMaintenance && !switchesTwoStep) return settings();
      await db.transaction(async (transaction) => {
        const saved = createSystemRepository(transaction);
        if (switchesMaintenance && body.maintenance_mode !== undefined) {
          await saved.saveSetting('maintenance_mode', body.maintenance_mode, admin.userId);
          await recordAudit(transaction, {
            actorId: admin.userId,
            action: body.maintenance_mode ? 'system.maintenance_on' : 'system.maintenance_off',
            targetType: 'system_setting',
            targetId: 'maintenance_mode',
            details: { from: maintenance, to: body.maintenance_mode },
          });
        }
        if (switchesTwoStep && body.two_step_required !== undefined) {
          await saved.saveSetting('two_step_required', body.two_step_required, admin.userId);
          if (body.two_step_required) await twoStep.endSessionsOfStaffWithout(transaction);
          await recordAudit(transaction, {
            actorId: admin.userId,
            action: body.two_step_required
              ? 'system.two_step_required_on'
              : 'system.two_step_required_off',
            targetType: 'system_setting',
            targetId: 'two_step_required',
            details: { from: twoStepRequired, to: body.two_step_required },
          });
        }
      });
      if (switchesMaintenance) onMaintenanceSwitched?.();
      return settings();
    },
  };
}

export type SystemService = ReturnType<typeof createSystemService>;
