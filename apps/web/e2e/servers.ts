/**
 * The browser tests run in parallel workers, each against an app of its own
 * (its own embedded database and SMTP catcher), so no test sees another
 * worker's changes. Worker N (Playwright's parallelIndex) uses the server on
 * the first port + 100 × N; its mail API listens 26 ports above.
 */
export const firstServerPort = Number(process.env.E2E_PORT ?? 3100);
export const serverPortStep = 100;
/** Two workers by default (the CI machine has two cores); E2E_WORKERS overrides. */
export const e2eWorkers = Number(process.env.E2E_WORKERS ?? 2);

export function serverPort(parallelIndex: number): number {
  return firstServerPort + serverPortStep * parallelIndex;
}

export function mailApiPort(parallelIndex: number): number {
  return serverPort(parallelIndex) + 26;
}
