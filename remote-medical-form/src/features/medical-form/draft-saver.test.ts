import type { MedicalFormAnswers } from '@portal/rules/medical-form';
import { DraftSaver, type SaveOutcome } from './draft-saver';

jest.useFakeTimers();

const typed = (fullName: string): MedicalFormAnswers => ({ mother: { fullName } });

function saverWith(outcomes: (SaveOutcome | Error)[]) {
  const calls: { answers: MedicalFormAnswers; baseVersion: number }[] = [];
  const resolvers: (() => void)[] = [];
  const saver = new DraftSaver({
    version: 3,
    debounceMs: 500,
    retryDelayMs: () => 1_000,
    save: (answers, baseVersion) => {
      calls.push({ answers, baseVersion });
      const outcome = outcomes.shift() ?? { kind: 'saved', version: baseVersion + 1 };
      return new Promise<SaveOutcome>((resolve, reject) => {
        resolvers.push(() => (outcome instanceof Error ? reject(outcome) : resolve(outcome)));
      });
    },
  });
  const statuses: string[] = [];
  saver.subscribe(() => {
    const { status } = saver.getState();
    if (statuses.at(-1) !== status) statuses.push(status);
  });
  /** Lets the oldest save in flight answer. */
  const answer = async () => {
    resolvers.shift()?.();
    await jest.advanceTimersByTimeAsync(0);
  };
  return { saver, calls, statuses, answer };
}

it('saves once after the parent stops typing: Saving…, then Saved, on the next version', async () => {
  const { saver, calls, statuses, answer } = saverWith([]);
  saver.change(typed('J'));
  saver.change(typed('Jo'));
  await jest.advanceTimersByTimeAsync(499);
  expect(calls).toEqual([]);
  expect(saver.getState()).toMatchObject({ status: 'idle', unsaved: true });
  await jest.advanceTimersByTimeAsync(1);
  expect(calls).toEqual([{ answers: typed('Jo'), baseVersion: 3 }]);
  expect(saver.getState().status).toBe('saving');
  await answer();
  expect(saver.getState()).toEqual({
    status: 'saved',
    version: 4,
    unsaved: false,
    problems: [],
    lastSave: null,
  });
  expect(statuses).toEqual(['idle', 'saving', 'saved']);
});

it('sends what was typed during a save right after it, on the new version', async () => {
  const { saver, calls, answer } = saverWith([]);
  saver.change(typed('Jo'));
  await jest.advanceTimersByTimeAsync(500);
  saver.change(typed('Jordan'));
  await answer();
  expect(saver.getState()).toMatchObject({ status: 'saving', unsaved: true });
  await jest.advanceTimersByTimeAsync(500);
  expect(calls.map((call) => call.baseVersion)).toEqual([3, 4]);
  await answer();
  expect(calls[1]?.answers).toEqual(typed('Jordan'));
  expect(saver.getState()).toMatchObject({ status: 'saved', version: 5, unsaved: false });
});

it('goes offline when the network fails, keeps the answers and retries until saved', async () => {
  const { saver, calls, statuses, answer } = saverWith([
    new TypeError('Failed to fetch'),
    { kind: 'offline' },
  ]);
  saver.change(typed('Jo'));
  await jest.advanceTimersByTimeAsync(500);
  await answer();
  expect(saver.getState()).toMatchObject({ status: 'offline', unsaved: true });
  saver.change(typed('Jordan')); // typed while offline
  await jest.advanceTimersByTimeAsync(1_000);
  await answer();
  expect(saver.getState().status).toBe('offline');
  void saver.flush(); // back online
  await jest.advanceTimersByTimeAsync(0);
  expect(calls.at(-1)).toEqual({ answers: typed('Jordan'), baseVersion: 3 });
  await answer();
  expect(saver.getState()).toMatchObject({ status: 'saved', version: 4, unsaved: false });
  expect(statuses).toEqual(['idle', 'saving', 'offline', 'saving', 'offline', 'saving', 'saved']);
});

it('stops on a conflict, keeping the answers, until the page resolves it', async () => {
  const { saver, calls, answer } = saverWith([{ kind: 'conflict' }]);
  saver.change(typed('Tab two'));
  await jest.advanceTimersByTimeAsync(500);
  await answer();
  expect(saver.getState()).toMatchObject({ status: 'conflict', unsaved: true });
  saver.change(typed('Tab two, more'));
  await jest.advanceTimersByTimeAsync(5_000);
  expect(calls).toHaveLength(1);

  // The parent keeps their answers on top of the newest version (7).
  saver.resolveConflict(7, typed('Tab two, more'));
  await jest.advanceTimersByTimeAsync(0);
  expect(calls[1]).toEqual({ answers: typed('Tab two, more'), baseVersion: 7 });
  await answer();
  expect(saver.getState()).toMatchObject({ status: 'saved', version: 8, unsaved: false });
});

it('takes the newer answers when the parent chooses them: nothing left to save', async () => {
  const { saver, calls, answer } = saverWith([{ kind: 'conflict' }]);
  saver.change(typed('Mine'));
  await jest.advanceTimersByTimeAsync(500);
  await answer();
  saver.resolveConflict(9, null);
  await jest.advanceTimersByTimeAsync(5_000);
  expect(calls).toHaveLength(1);
  expect(saver.getState()).toEqual({
    status: 'saved',
    version: 9,
    unsaved: false,
    problems: [],
    lastSave: null,
  });
});

it('reports refused answers and tries again after the next change', async () => {
  const problems = [{ field: 'answers.mother.fullName', message: 'Full name is too long.' }];
  const { saver, calls, answer } = saverWith([{ kind: 'invalid', problems }]);
  saver.change(typed('x'));
  await jest.advanceTimersByTimeAsync(500);
  await answer();
  expect(saver.getState()).toMatchObject({ status: 'invalid', unsaved: true, problems });
  saver.change(typed('Jordan'));
  await jest.advanceTimersByTimeAsync(500);
  await answer();
  expect(calls).toHaveLength(2);
  expect(saver.getState()).toMatchObject({ status: 'saved', unsaved: false, problems: [] });
});

it('tells when the answers kept while offline are finally saved', async () => {
  const { saver, answer } = saverWith([{ kind: 'offline' }]);
  const done = jest.fn();
  saver.change(typed('Jo'));
  await jest.advanceTimersByTimeAsync(500);
  await answer();
  saver.whenSaved(done);
  expect(done).not.toHaveBeenCalled();
  await jest.advanceTimersByTimeAsync(1_000);
  await answer();
  expect(saver.getState().unsaved).toBe(false);
  expect(done).toHaveBeenCalledTimes(1);
});

it('stops for good when access was revoked, keeping the answers', async () => {
  const { saver, calls, answer } = saverWith([{ kind: 'revoked' }]);
  saver.change(typed('Jo'));
  await jest.advanceTimersByTimeAsync(500);
  await answer();
  expect(saver.getState()).toMatchObject({ status: 'revoked', unsaved: true });
  saver.change(typed('Jordan')); // typed after the refusal: kept, not sent
  await jest.advanceTimersByTimeAsync(60_000);
  await saver.flush(); // back online
  expect(calls).toHaveLength(1);
  expect(saver.getState()).toMatchObject({ status: 'revoked', unsaved: true });
});

it('stops saving when a submit or a read found access revoked', async () => {
  const { saver, calls } = saverWith([]);
  saver.change(typed('Jo'));
  saver.accessRevoked();
  await jest.advanceTimersByTimeAsync(5_000);
  expect(calls).toEqual([]);
  expect(saver.getState().status).toBe('revoked');
});

it('knows who saved last: the loaded form, each save, the newer version read after a conflict', async () => {
  const sam = { by: { firstName: 'Sam', isViewer: false }, at: '2026-06-01T10:42:00Z' };
  const you = { by: { firstName: 'Jordan', isViewer: true }, at: '2026-06-01T11:05:00Z' };
  const calls: number[] = [];
  const saver = new DraftSaver({
    version: 3,
    lastSave: sam,
    debounceMs: 500,
    save: (_answers, baseVersion) => {
      calls.push(baseVersion);
      return Promise.resolve({ kind: 'saved', version: baseVersion + 1, lastSave: you });
    },
  });
  expect(saver.getState().lastSave).toEqual(sam);
  saver.change(typed('Jo'));
  await jest.advanceTimersByTimeAsync(500);
  expect(calls).toEqual([3]);
  expect(saver.getState().lastSave).toEqual(you);
  saver.newerRead(sam);
  expect(saver.getState().lastSave).toEqual(sam);
});
