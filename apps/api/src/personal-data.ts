import { ownContentExportSchema, type OwnContentExport } from '@campus/contracts';
import type { AuthUser } from './platform/auth';
import type { Feature } from './platform/feature';

const exportSections = Object.keys(ownContentExportSchema.shape) as (keyof OwnContentExport)[];

/**
 * The personal-data export's content, gathered from the features that hold
 * it: each feature's `exportOwn` gives its sections, and every section the
 * contract names must come from one of them (a feature that forgets its part
 * fails loudly instead of exporting too little).
 */
export function collectOwnContent(
  features: readonly Feature[],
): (user: AuthUser) => Promise<OwnContentExport> {
  const exporters = features.flatMap((feature) =>
    feature.exportOwn === undefined ? [] : [feature.exportOwn.bind(feature)],
  );
  return async (user) => {
    const parts = await Promise.all(exporters.map((exportOwn) => exportOwn(user)));
    const content = Object.assign({}, ...parts) as Partial<OwnContentExport>;
    const missing = exportSections.filter((section) => content[section] === undefined);
    if (missing.length > 0)
      throw new Error(`No feature exports these sections: ${missing.join(', ')}`);
    return content as OwnContentExport;
  };
}
