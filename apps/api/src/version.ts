import packageJson from '../package.json' with { type: 'json' };

/** The API's version, from its package.json. */
export const apiVersion: string = packageJson.version;
