import { readStorage, storageKeys, writeStorage } from '../../lib/storage-keys';

/** The community channels the prompts invite to. */
export type SocialPrompt = 'whatsapp' | 'instagram';

const dayMs = 24 * 60 * 60 * 1000;

/** SPEC section 9: from which page visit each prompt shows, and how long a dismissal lasts. */
export const promptRules: Record<
  SocialPrompt,
  { fromVisit: number; quietAfterDismissalMs: number }
> = {
  whatsapp: { fromVisit: 3, quietAfterDismissalMs: 7 * dayMs },
  instagram: { fromVisit: 5, quietAfterDismissalMs: 14 * dayMs },
};

/** WhatsApp first: when both are due, one prompt at a time, the earlier one. */
const promptOrder: readonly SocialPrompt[] = ['whatsapp', 'instagram'];

/** SPEC section 3 client state; times are epoch milliseconds, null when never. */
export interface PromptState {
  pageVisits: number;
  whatsappLastShown: number | null;
  instagramLastShown: number | null;
  whatsappDismissed: number | null;
  instagramDismissed: number | null;
}

export const initialPromptState: PromptState = {
  pageVisits: 0,
  whatsappLastShown: null,
  instagramLastShown: null,
  whatsappDismissed: null,
  instagramDismissed: null,
};

function dismissedAt(state: PromptState, prompt: SocialPrompt): number | null {
  return prompt === 'whatsapp' ? state.whatsappDismissed : state.instagramDismissed;
}

/** One more page visit. */
export function countVisit(state: PromptState): PromptState {
  return { ...state, pageVisits: state.pageVisits + 1 };
}

/** Whether a prompt is due: enough visits, and no dismissal within its quiet period. */
export function isPromptDue(state: PromptState, prompt: SocialPrompt, now: number): boolean {
  const rule = promptRules[prompt];
  if (state.pageVisits < rule.fromVisit) return false;
  const dismissed = dismissedAt(state, prompt);
  return dismissed === null || now - dismissed >= rule.quietAfterDismissalMs;
}

/** The one prompt to show now, if any. */
function lastShownAt(state: PromptState, prompt: SocialPrompt): number | null {
  return prompt === 'whatsapp' ? state.whatsappLastShown : state.instagramLastShown;
}

/**
 * The prompt to show on this visit: of those due, the one shown least
 * recently (never shown first, then in SPEC's order), so that each follows its
 * own visit count and quiet period, one at a time, and an undismissed
 * WhatsApp prompt does not hold the Instagram one back for ever.
 */
export function choosePrompt(state: PromptState, now: number): SocialPrompt | null {
  const due = promptOrder.filter((prompt) => isPromptDue(state, prompt, now));
  let chosen: SocialPrompt | null = null;
  for (const prompt of due) {
    if (chosen === null) {
      chosen = prompt;
      continue;
    }
    const shown = lastShownAt(state, prompt) ?? -Infinity;
    const chosenShown = lastShownAt(state, chosen) ?? -Infinity;
    if (shown < chosenShown) chosen = prompt;
  }
  return chosen;
}

export function markShown(state: PromptState, prompt: SocialPrompt, now: number): PromptState {
  return prompt === 'whatsapp'
    ? { ...state, whatsappLastShown: now }
    : { ...state, instagramLastShown: now };
}

export function markDismissed(state: PromptState, prompt: SocialPrompt, now: number): PromptState {
  return prompt === 'whatsapp'
    ? { ...state, whatsappDismissed: now }
    : { ...state, instagramDismissed: now };
}

/** SPEC: a reset clears all dismissals (and when they were shown); the visit count stays. */
export function clearDismissals(state: PromptState): PromptState {
  return {
    ...state,
    whatsappLastShown: null,
    instagramLastShown: null,
    whatsappDismissed: null,
    instagramDismissed: null,
  };
}

function readTime(key: Parameters<typeof readStorage>[1]): number | null {
  const raw = readStorage('local', key);
  if (raw === null) return null;
  const value = Number(raw);
  return Number.isFinite(value) && value >= 0 ? value : null;
}

/** Reads the state from localStorage; a damaged value counts as never. */
export function loadPromptState(): PromptState {
  const visits = Number(readStorage('local', storageKeys.pageVisits));
  return {
    pageVisits: Number.isSafeInteger(visits) && visits > 0 ? visits : 0,
    whatsappLastShown: readTime(storageKeys.whatsappLastShown),
    instagramLastShown: readTime(storageKeys.instagramLastShown),
    whatsappDismissed: readTime(storageKeys.whatsappDismissed),
    instagramDismissed: readTime(storageKeys.instagramDismissed),
  };
}

function writeTime(key: Parameters<typeof writeStorage>[1], value: number | null): void {
  writeStorage('local', key, value === null ? null : String(value));
}

export function savePromptState(state: PromptState): void {
  writeStorage('local', storageKeys.pageVisits, String(state.pageVisits));
  writeTime(storageKeys.whatsappLastShown, state.whatsappLastShown);
  writeTime(storageKeys.instagramLastShown, state.instagramLastShown);
  writeTime(storageKeys.whatsappDismissed, state.whatsappDismissed);
  writeTime(storageKeys.instagramDismissed, state.instagramDismissed);
}
