let printed = false;

/**
 * SPEC section 1: on start the app prints a recruiting message to the browser
 * console. Once per page load, however often the app shell re-renders.
 */
export function printRecruitingMessage(message: string): void {
  if (printed) return;
  printed = true;
  console.info(`%c${message}`, 'font-size: 14px; font-weight: 600; color: #4263eb;');
}

/** Lets tests start from a fresh page load. */
export function resetRecruitingMessageForTests(): void {
  printed = false;
}
