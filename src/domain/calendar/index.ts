/** Calendar rules: business hours by weekday and day slot, pauses, bookable slots. */
export * from './business-hours';
export type * from './calendar.types';
export * from './dates';
export * from './free-slots';
export * from './reserve.schema';
export * from './suspension-event.schema';
