import type { AnswerProblem, MedicalFormAnswers } from '@portal/rules/medical-form';
import type { LastSave } from './saved-by';

/**
 * What the parent sees about their draft: nothing yet, a save in flight, everything saved,
 * no network (kept in memory and retried), refused answers, a newer version elsewhere, or the
 * parent's access to the child's journey revoked (kept in the form, never sent again).
 */
export type DraftStatus =
  'idle' | 'saving' | 'saved' | 'offline' | 'invalid' | 'conflict' | 'revoked';

export type SaveOutcome =
  | { kind: 'saved'; version: number; lastSave?: LastSave | null }
  | { kind: 'conflict' }
  /** The account holder revoked this parent's access: no retry would be accepted. */
  | { kind: 'revoked' }
  | { kind: 'invalid'; problems: AnswerProblem[] }
  /** The network or the server failed: the answers are kept and sent again later. */
  | { kind: 'offline' };

export interface DraftState {
  status: DraftStatus;
  /** The server's version these answers build on (sent as baseVersion). */
  version: number;
  /** Whether some typed answers are not on the server yet. */
  unsaved: boolean;
  /** The answers the last save could not store (they stay in the form). */
  problems: AnswerProblem[];
  /** Who saved the form last and when (null before the first save). */
  lastSave: LastSave | null;
}

export interface DraftSaverOptions {
  version: number;
  /** The loaded form's last save. */
  lastSave?: LastSave | null;
  save(answers: MedicalFormAnswers, baseVersion: number): Promise<SaveOutcome>;
  /** Quiet time after the last keystroke before saving. */
  debounceMs?: number;
  /** Wait before the n-th retry after a failure (1, 2, ...). */
  retryDelayMs?: (attempt: number) => number;
}

const defaultRetryDelay = (attempt: number) => Math.min(30_000, 2_000 * 2 ** (attempt - 1));

/**
 * Saves the form's answers as a draft while the parent types: debounced, one save in flight at
 * a time, always the newest full set of answers, kept in memory and retried while offline,
 * stopped on a version conflict until the page resolves it, and for good once the parent's
 * access was revoked. Health answers are never written anywhere but the gateway.
 */
export class DraftSaver {
  private state: DraftState;
  private pending: MedicalFormAnswers | null = null;
  private inFlight: Promise<void> | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private failures = 0;
  private disposed = false;
  private readonly listeners = new Set<() => void>();
  private readonly debounceMs: number;
  private readonly retryDelayMs: (attempt: number) => number;

  constructor(private readonly options: DraftSaverOptions) {
    this.state = {
      status: 'idle',
      version: options.version,
      unsaved: false,
      problems: [],
      lastSave: options.lastSave ?? null,
    };
    this.debounceMs = options.debounceMs ?? 800;
    this.retryDelayMs = options.retryDelayMs ?? defaultRetryDelay;
  }

  getState = (): DraftState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** The parent changed an answer: save the whole set after a quiet moment. */
  change(answers: MedicalFormAnswers): void {
    this.pending = answers;
    this.set({ unsaved: true });
    if (this.stopped()) return;
    this.schedule(this.debounceMs);
  }

  /** Saves now what is waiting (leaving a section, going back online). */
  flush(): Promise<void> {
    this.clearTimer();
    return this.run();
  }

  /** Resolves once no save is in flight (the latest answers saved or kept for later). */
  async settle(): Promise<void> {
    while (this.inFlight) await this.inFlight;
  }

  /**
   * After a conflict the page has read the newest version: `keep` saves the parent's answers
   * on top of it; otherwise the newer answers are taken and nothing remains to save.
   */
  resolveConflict(version: number, keep: MedicalFormAnswers | null): void {
    this.pending = keep;
    this.set({ status: keep ? 'saving' : 'saved', version, unsaved: keep !== null, problems: [] });
    if (keep) void this.flush();
  }

  /** After a conflict, the newest form was read: its save is the last one now. */
  newerRead(lastSave: LastSave | null): void {
    if (lastSave) this.set({ lastSave });
  }

  /**
   * The parent's access was revoked (a submit or a read was refused): the answers stay in the
   * form and nothing is sent again.
   */
  accessRevoked(): void {
    this.clearTimer();
    this.set({ status: 'revoked' });
  }

  /** The form was submitted: the server's version is final, nothing is pending. */
  submitted(version: number): void {
    this.clearTimer();
    this.pending = null;
    this.set({ status: 'saved', version, unsaved: false, problems: [] });
  }

  /** Calls `then` once nothing typed is waiting any more. */
  whenSaved(then: () => void): void {
    const unsubscribe = this.subscribe(() => {
      if (this.state.unsaved) return;
      unsubscribe();
      then();
    });
  }

  dispose(): void {
    this.disposed = true;
    this.clearTimer();
    this.listeners.clear();
  }

  private schedule(delay: number): void {
    this.clearTimer();
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.run();
    }, delay);
  }

  private clearTimer(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private run(): Promise<void> {
    if (this.inFlight) return this.inFlight;
    const answers = this.pending;
    if (!answers || this.stopped()) return Promise.resolve();
    this.pending = null;
    this.set({ status: 'saving' });
    this.inFlight = this.send(answers).finally(() => {
      this.inFlight = null;
    });
    return this.inFlight;
  }

  private async send(answers: MedicalFormAnswers): Promise<void> {
    let outcome: SaveOutcome;
    try {
      outcome = await this.options.save(answers, this.state.version);
    } catch {
      outcome = { kind: 'offline' };
    }
    // Answers typed while this save was in flight are newer than `answers`.
    const newest = this.pending ?? answers;
    switch (outcome.kind) {
      case 'saved':
        this.failures = 0;
        this.set({
          version: outcome.version,
          problems: [],
          ...(outcome.lastSave ? { lastSave: outcome.lastSave } : {}),
        });
        if (this.pending) {
          this.set({ status: 'saving' });
          this.schedule(0);
        } else {
          this.set({ status: 'saved', unsaved: false });
        }
        return;
      case 'offline':
        this.pending = newest;
        this.failures += 1;
        this.set({ status: 'offline', unsaved: true });
        if (!this.disposed) this.schedule(this.retryDelayMs(this.failures));
        return;
      case 'conflict':
        this.pending = newest;
        this.set({ status: 'conflict', unsaved: true });
        return;
      case 'revoked':
        // Kept like a conflict's answers, but never retried: the gateway would refuse each one.
        this.pending = newest;
        this.clearTimer();
        this.set({ status: 'revoked', unsaved: true });
        return;
      case 'invalid':
        this.set({ status: 'invalid', unsaved: true, problems: outcome.problems });
        if (this.pending) this.schedule(this.debounceMs);
        return;
    }
  }

  /** A conflict waits for the page; a revoked access ends the saving. */
  private stopped(): boolean {
    return this.state.status === 'conflict' || this.state.status === 'revoked';
  }

  private set(patch: Partial<DraftState>): void {
    this.state = { ...this.state, ...patch };
    for (const listener of this.listeners) listener();
  }
}
