/** The users feature as the rest of the server sees it. */
export { usersRoutes } from './users.routes';
export { loadUserState, readUserState } from './users.service';
