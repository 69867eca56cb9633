import type { CallsService } from '../features/calls';
import type { Job } from './scheduler';

/** Calls nobody ended (a ring unanswered, both pages gone) are missed or ended (docs/voice.md). */
export function voiceCallsJob(deps: { calls: Pick<CallsService, 'sweep'> }): Job {
  return { name: 'voice-calls', everyMs: 15_000, run: (now) => deps.calls.sweep(now) };
}
