/**
 * The time billing notices are judged by. Local and test stacks may move it (staff
 * `setLocalClock`) to show a renewal reminder without waiting months; it holds per gateway
 * instance and moves nothing else (journeys, pick-ups and tokens keep the real time).
 */
export class BillingClock {
  private offsetMs = 0;

  constructor(private readonly realNow: () => Date = () => new Date()) {}

  now(): Date {
    return new Date(this.realNow().getTime() + this.offsetMs);
  }

  /** Moves the clock to `at`, or back to the real time when null; answers the new time. */
  set(at: Date | null): Date {
    this.offsetMs = at ? at.getTime() - this.realNow().getTime() : 0;
    return this.now();
  }
}
