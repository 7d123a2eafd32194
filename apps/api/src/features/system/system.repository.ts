import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { systemSettings } from './system.tables';

/** The settings an admin can switch, with their values when never set. */
export const settingDefaults: {
  readonly maintenance_mode: boolean;
  readonly two_step_required: boolean;
} = {
  maintenance_mode: false,
  two_step_required: false,
};

export type SettingKey = keyof typeof settingDefaults;

export function createSystemRepository(db: Executor) {
  return {
    async findSetting<Key extends SettingKey>(key: Key): Promise<(typeof settingDefaults)[Key]> {
      const rows = await db
        .select({ value: systemSettings.value })
        .from(systemSettings)
        .where(eq(systemSettings.key, key));
      const stored = rows[0]?.value;
      return typeof stored === typeof settingDefaults[key]
        ? (stored as (typeof settingDefaults)[Key])
        : settingDefaults[key];
    },

    /** When and by whom a setting was last changed (none when never set). */
    async findSettingChange(key: SettingKey) {
      const rows = await db
        .select({ updated_at: systemSettings.updated_at, updated_by: systemSettings.updated_by })
        .from(systemSettings)
        .where(eq(systemSettings.key, key));
      return rows[0];
    },

    async saveSetting<Key extends SettingKey>(
      key: Key,
      value: (typeof settingDefaults)[Key],
      updatedBy: string | null,
    ) {
      await db
        .insert(systemSettings)
        .values({ key, value, updated_by: updatedBy })
        .onConflictDoUpdate({
          target: systemSettings.key,
          set: { value, updated_by: updatedBy, updated_at: new Date() },
        });
    },
  };
}

export type SystemRepository = ReturnType<typeof createSystemRepository>;
