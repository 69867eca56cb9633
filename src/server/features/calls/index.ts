/** The calls feature as the rest of the server sees it (docs/voice.md). */
export { callSocketHandler } from './calls.socket';
export { CallsService } from './calls.service';
