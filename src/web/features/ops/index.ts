// The console's screens are reached only through the route table (their own chunks); other
// code may name its paths, never import its components.
export { OPS_HOME_PATH, OPS_LOGIN_PATH } from './ops-paths';
