/** Time as the engine sees it; tests move it forward to watch holds expire. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/**
 * A clock a test sets: it runs on from `start` (the wall clock's now without one) and advance()
 * moves it. Given a start, what the engine does is the same whatever the date or hour of the run.
 */
export class ManualClock implements Clock {
  private offsetMs: number;
  constructor(start?: Date) {
    this.offsetMs = start ? start.getTime() - Date.now() : 0;
  }
  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }
  advance(ms: number): void {
    this.offsetMs += ms;
  }
}

const DAY_MS = 86_400_000;

/** The engine's own clock: the machine's, or as many days ahead as ENGINE_CLOCK_DAYS_AHEAD says. */
export function configuredClock(daysAhead: number): Clock {
  return daysAhead === 0 ? systemClock : new ManualClock(new Date(Date.now() + daysAhead * DAY_MS));
}
