export { getFreeCredits } from './free-credits-api';
