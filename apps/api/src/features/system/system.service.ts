import type { SystemSettings, SystemSettingsBody } from '@campus/contracts';
import type { Database } from '../../db/database';
import type { AuthUser } from '../../platform/auth';
import { recordAudit } from '../../platform/audit/audit';
import { createSystemRepository } from './system.repository';

/** The admins' system settings: read them, switch them (audited, in one transaction). */
export interface SystemServiceDependencies {
  db: Database;
  /** People's names by account id, in one query. */
  namesOf: (
    userIds: readonly string[],
  ) => Promise<ReadonlyMap<string, { first_name: string; last_name: string }>>;
  /** Called once maintenance mode was switched, so that this process applies it at once. */
  onMaintenanceSwitched?: () => void;
}

export function createSystemService({
  db,
  namesOf,
  onMaintenanceSwitched,
}: SystemServiceDependencies) {
  const repository = createSystemRepository(db);

  async function settings(): Promise<SystemSettings> {
    const [maintenanceMode, change] = await Promise.all([
      repository.findSetting('maintenance_mode'),
      repository.findSettingChange('maintenance_mode'),
    ]);
    const changedBy = change?.updated_by ?? null;
    const names = changedBy === null ? undefined : (await namesOf([changedBy])).get(changedBy);
    return {
      maintenance_mode: maintenanceMode,
      maintenance_changed_at: change?.updated_at.toISOString() ?? null,
      maintenance_changed_by: names === undefined ? null : `${names.first_name} ${names.last_name}`,
    };
  }

  return {
    settings,

    async update(body: SystemSettingsBody, admin: AuthUser): Promise<SystemSettings> {
      const current = await repository.findSetting('maintenance_mode');
      if (current !== body.maintenance_mode) {
        await db.transaction(async (transaction) => {
          await createSystemRepository(transaction).saveSetting(
            'maintenance_mode',
            body.maintenance_mode,
            admin.userId,
          );
          await recordAudit(transaction, {
            actorId: admin.userId,
            action: body.maintenance_mode ? 'system.maintenance_on' : 'system.maintenance_off',
            targetType: 'system_setting',
            targetId: 'maintenance_mode',
            details: { from: current, to: body.maintenance_mode },
          });
        });
        onMaintenanceSwitched?.();
      }
      return settings();
    },
  };
}

export type SystemService = ReturnType<typeof createSystemService>;
