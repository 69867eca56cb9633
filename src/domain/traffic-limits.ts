/** Flood guards of one server copy: the global request rate and the message sockets. */

/** Requests a minute per client IP across the API and pages (RATE_LIMIT_PER_MINUTE's default). */
export const DEFAULT_RATE_LIMIT_PER_MINUTE = 600;
/** Open message sockets one user may hold on one server copy (tabs and devices). */
export const MAX_SOCKETS_PER_USER = 10;
/** Open message sockets one client IP may hold on one server copy (an office behind one NAT). */
export const MAX_SOCKETS_PER_IP = 50;
/** Open message sockets one server copy accepts in all. */
export const MAX_SOCKETS_PER_SERVER = 10_000;
/** WebSocket close code for "try again later" (RFC 6455 §7.4.1); refusals before the upgrade answer 429. */
export const SOCKET_CLOSE_TRY_AGAIN_LATER = 1013;
