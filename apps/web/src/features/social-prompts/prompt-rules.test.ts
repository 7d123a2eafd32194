import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  choosePrompt,
  clearDismissals,
  countVisit,
  initialPromptState,
  isPromptDue,
  loadPromptState,
  markDismissed,
  markShown,
  promptRules,
  savePromptState,
  type PromptState,
} from './prompt-rules';

const day = 24 * 60 * 60 * 1000;
const now = Date.UTC(2025, 4, 1, 12);

function afterVisits(visits: number, state: PromptState = initialPromptState): PromptState {
  let next = state;
  for (let visit = 0; visit < visits; visit += 1) next = countVisit(next);
  return next;
}

describe('social prompt rules', () => {
  it('shows nothing before the 3rd visit', () => {
    expect(choosePrompt(afterVisits(1), now)).toBeNull();
    expect(choosePrompt(afterVisits(2), now)).toBeNull();
  });

  it('shows WhatsApp from the 3rd visit', () => {
    expect(choosePrompt(afterVisits(3), now)).toBe('whatsapp');
    expect(choosePrompt(afterVisits(4), now)).toBe('whatsapp');
  });

  it('shows one prompt at a time: WhatsApp first, then Instagram once WhatsApp is dismissed', () => {
    const fifth = afterVisits(5);
    expect(choosePrompt(fifth, now)).toBe('whatsapp');
    expect(choosePrompt(markDismissed(fifth, 'whatsapp', now), now)).toBe('instagram');
  });

  it('shows Instagram on its own schedule even while WhatsApp is never dismissed, one at a time', () => {
    let state = initialPromptState;
    const shown: (string | null)[] = [];
    for (let visit = 1; visit <= 7; visit += 1) {
      state = countVisit(state);
      const at = now + visit * 60_000;
      const prompt = choosePrompt(state, at);
      shown.push(prompt);
      if (prompt !== null) state = markShown(state, prompt, at);
    }
    expect(shown).toEqual([
      null,
      null,
      'whatsapp',
      'whatsapp',
      'instagram',
      'whatsapp',
      'instagram',
    ]);
  });

  it('shows Instagram from the 5th visit only', () => {
    const dismissedWhatsapp = markDismissed(afterVisits(4), 'whatsapp', now);
    expect(choosePrompt(dismissedWhatsapp, now)).toBeNull();
    expect(choosePrompt(countVisit(dismissedWhatsapp), now)).toBe('instagram');
  });

  it('re-shows WhatsApp 7 days after its dismissal', () => {
    const dismissed = markDismissed(afterVisits(3), 'whatsapp', now);
    expect(isPromptDue(dismissed, 'whatsapp', now + 7 * day - 1)).toBe(false);
    expect(isPromptDue(dismissed, 'whatsapp', now + 7 * day)).toBe(true);
  });

  it('re-shows Instagram 14 days after its dismissal', () => {
    const dismissed = markDismissed(afterVisits(5), 'instagram', now);
    expect(isPromptDue(dismissed, 'instagram', now + 14 * day - 1)).toBe(false);
    expect(isPromptDue(dismissed, 'instagram', now + 14 * day)).toBe(true);
  });

  it('a reset clears every dismissal', () => {
    const dismissed = markDismissed(
      markDismissed(afterVisits(6), 'whatsapp', now),
      'instagram',
      now,
    );
    expect(choosePrompt(dismissed, now + day)).toBeNull();
    const reset = clearDismissals(dismissed);
    expect(reset.whatsappDismissed).toBeNull();
    expect(reset.instagramDismissed).toBeNull();
    expect(reset.pageVisits).toBe(6);
    expect(choosePrompt(reset, now + day)).toBe('whatsapp');
  });

  it('never shows a prompt before its visit or inside its quiet period', () => {
    fc.assert(
      fc.property(
        fc.nat(20),
        fc.option(fc.integer({ min: 0, max: 30 * day })),
        fc.option(fc.integer({ min: 0, max: 30 * day })),
        (visits, whatsappAgo, instagramAgo) => {
          const state: PromptState = {
            ...afterVisits(visits),
            whatsappDismissed: whatsappAgo === null ? null : now - whatsappAgo,
            instagramDismissed: instagramAgo === null ? null : now - instagramAgo,
          };
          const prompt = choosePrompt(state, now);
          if (prompt === null) return;
          const ago = prompt === 'whatsapp' ? whatsappAgo : instagramAgo;
          expect(visits).toBeGreaterThanOrEqual(promptRules[prompt].fromVisit);
          if (ago !== null)
            expect(ago).toBeGreaterThanOrEqual(promptRules[prompt].quietAfterDismissalMs);
        },
      ),
    );
  });

  it('keeps its state in localStorage under the SPEC names', () => {
    const state = markDismissed(afterVisits(4), 'whatsapp', now);
    savePromptState(state);
    expect(localStorage.getItem('pageVisits')).toBe('4');
    expect(localStorage.getItem('whatsappDismissed')).toBe(String(now));
    expect(loadPromptState()).toEqual(state);
  });

  it('reads damaged stored values as never', () => {
    localStorage.setItem('pageVisits', 'lots');
    localStorage.setItem('instagramDismissed', '-5');
    expect(loadPromptState()).toEqual(initialPromptState);
  });
});
