import {
  choosePrompt,
  clearDismissals,
  countVisit,
  loadPromptState,
  markDismissed,
  markShown,
  savePromptState,
  type SocialPrompt,
} from './prompt-rules';

/**
 * The prompt on screen, kept outside React so that counting a visit, a
 * dismissal and a reset from anywhere all reach the one mounted component.
 * localStorage stays the source of truth; this only remembers the decision.
 */
let visiblePrompt: SocialPrompt | null = null;
const listeners = new Set<() => void>();

function show(prompt: SocialPrompt | null): void {
  if (prompt === visiblePrompt) return;
  visiblePrompt = prompt;
  for (const listener of [...listeners]) listener();
}

export function subscribePrompt(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function getVisiblePrompt(): SocialPrompt | null {
  return visiblePrompt;
}

/** Counts one page visit and decides which prompt, if any, is due. */
export function recordPageVisit(now: number = Date.now()): void {
  let state = countVisit(loadPromptState());
  const prompt = choosePrompt(state, now);
  if (prompt !== null) state = markShown(state, prompt, now);
  savePromptState(state);
  show(prompt);
}

/** Hides a prompt and starts its quiet period. */
export function dismissPrompt(prompt: SocialPrompt, now: number = Date.now()): void {
  savePromptState(markDismissed(loadPromptState(), prompt, now));
  if (visiblePrompt === prompt) show(null);
}

/** SPEC "Social prompts": a reset clears all dismissals; prompts that are due show again. */
export function resetSocialPrompts(now: number = Date.now()): void {
  const state = clearDismissals(loadPromptState());
  const prompt = choosePrompt(state, now);
  savePromptState(prompt === null ? state : markShown(state, prompt, now));
  show(prompt);
}
