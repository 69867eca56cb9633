/** The users feature as the rest of the server sees it. */
export { toUserStateResponse } from './users.mappers';
export { countQuoteServices, findUserById } from './users.repository';
export { usersRoutes } from './users.routes';
export { loadUserState } from './users.service';
