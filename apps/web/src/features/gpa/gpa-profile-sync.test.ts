import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GpaPlan } from '@campus/contracts';
import { createGpaProfileSync, gpaSaveDelayMs } from './gpa-profile-sync';

function planNamed(name: string): GpaPlan {
  return {
    semesters: [{ id: 's1', name, courses: [] }],
    planner: { target: null, next_credits: null },
  };
}

/** A save the test answers: each call waits until resolved or rejected. */
function controlledSave() {
  const calls: { plan: GpaPlan; resolve: () => void; reject: () => void }[] = [];
  const save = vi.fn(
    (plan: GpaPlan) =>
      new Promise<void>((resolve, reject) => {
        calls.push({
          plan,
          resolve,
          reject: () => {
            reject(new Error('offline'));
          },
        });
      }),
  );
  return { save, calls };
}

/** A started sync whose saved calculator has been read. */
function readySync(saved: GpaPlan | null = planNamed('saved')) {
  const sync = createGpaProfileSync();
  const { save, calls } = controlledSave();
  sync.setSave(save);
  sync.start();
  sync.loaded({ plan: saved, updated_at: null }, planNamed('local'), false);
  return { sync, save, calls };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('GPA profile sync', () => {
  it('shows the saved calculator when the profile has one and nothing was typed', () => {
    const sync = createGpaProfileSync();
    sync.start();
    expect(sync.getStatus()).toBe('loading');
    const saved = planNamed('saved');
    expect(sync.loaded({ plan: saved, updated_at: null }, planNamed('local'), true)).toBe(saved);
    expect(sync.getStatus()).toBe('saved');
  });

  it('sends the local calculator when the profile has none, or when it changed while loading', async () => {
    const empty = createGpaProfileSync();
    const first = controlledSave();
    empty.setSave(first.save);
    empty.start();
    expect(
      empty.loaded({ plan: null, updated_at: null }, planNamed('local'), true),
    ).toBeUndefined();
    expect(first.save).toHaveBeenCalledWith(planNamed('local'));
    first.calls[0]?.resolve();
    await vi.runAllTimersAsync();
    expect(empty.getStatus()).toBe('saved');

    const typed = createGpaProfileSync();
    const second = controlledSave();
    typed.setSave(second.save);
    typed.start();
    typed.changed(planNamed('typed'));
    expect(second.save).not.toHaveBeenCalled();
    expect(
      typed.loaded({ plan: planNamed('saved'), updated_at: null }, planNamed('typed'), true),
    ).toBeUndefined();
    expect(second.save).toHaveBeenCalledWith(planNamed('typed'));
  });

  it('stays idle when both are empty', () => {
    const sync = createGpaProfileSync();
    sync.start();
    expect(
      sync.loaded({ plan: null, updated_at: null }, planNamed('local'), false),
    ).toBeUndefined();
    expect(sync.getStatus()).toBe('idle');
  });

  it('waits for a pause after the last change and sends only the newest', async () => {
    const { sync, save } = readySync();
    sync.changed(planNamed('a'));
    await vi.advanceTimersByTimeAsync(gpaSaveDelayMs - 100);
    sync.changed(planNamed('ab'));
    await vi.advanceTimersByTimeAsync(gpaSaveDelayMs - 100);
    expect(save).not.toHaveBeenCalled();
    expect(sync.getStatus()).toBe('saving');
    await vi.advanceTimersByTimeAsync(100);
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledWith(planNamed('ab'));
  });

  it('never has two saves on their way', async () => {
    const { sync, save, calls } = readySync();
    sync.changed(planNamed('1'));
    await vi.advanceTimersByTimeAsync(gpaSaveDelayMs);
    sync.changed(planNamed('2'));
    sync.changed(planNamed('3'));
    await vi.advanceTimersByTimeAsync(gpaSaveDelayMs * 5);
    expect(save).toHaveBeenCalledTimes(1);

    calls[0]?.resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(save).toHaveBeenCalledTimes(2);
    expect(save).toHaveBeenLastCalledWith(planNamed('3'));
    expect(sync.getStatus()).toBe('saving');
    calls[1]?.resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(sync.getStatus()).toBe('saved');
  });

  it('says a save failed and sends the newest plan on retry', async () => {
    const { sync, save, calls } = readySync();
    sync.changed(planNamed('x'));
    await vi.advanceTimersByTimeAsync(gpaSaveDelayMs);
    calls[0]?.reject();
    await vi.advanceTimersByTimeAsync(0);
    expect(sync.getStatus()).toBe('failed');

    expect(sync.retry()).toBe(false);
    expect(save).toHaveBeenCalledTimes(2);
    expect(save).toHaveBeenLastCalledWith(planNamed('x'));
    calls[1]?.resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(sync.getStatus()).toBe('saved');
  });

  it('asks for a new read after a failed one', () => {
    const sync = createGpaProfileSync();
    sync.start();
    sync.loadFailed();
    expect(sync.getStatus()).toBe('loadFailed');
    expect(sync.retry()).toBe(true);
    expect(sync.getStatus()).toBe('loading');
  });

  it('sends a waiting change at once when flushed, and nothing after stopping', async () => {
    const { sync, save } = readySync();
    sync.changed(planNamed('leaving'));
    sync.flush();
    expect(save).toHaveBeenCalledWith(planNamed('leaving'));

    const other = readySync();
    other.sync.changed(planNamed('signed out'));
    other.sync.stop();
    await vi.advanceTimersByTimeAsync(gpaSaveDelayMs * 2);
    expect(other.save).not.toHaveBeenCalled();
    expect(other.sync.getStatus()).toBe('off');
  });
});
