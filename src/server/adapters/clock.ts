/** What time it is, behind an interface so tests can pin it. */
export interface Clock {
  now(): Date;
}

/** The machine's clock. */
export const systemClock: Clock = { now: () => new Date() };

/** A clock for tests: stays at the time it was given until set or advanced. */
export class FixedClock implements Clock {
  private current: Date;

  constructor(start: Date | string = new Date()) {
    this.current = new Date(start);
  }

  now(): Date {
    return new Date(this.current);
  }

  set(time: Date | string): void {
    this.current = new Date(time);
  }

  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
}
