/** The charge applications feature as the rest of the server sees it. */
export { chargeApplicationsRoutes } from './charge-applications.routes';
export { mayReceivePayments, payoutAccountOf } from './charge-applications.service';
export { ownerResponse, toChargeApplicationResponse } from './charge-applications.mappers';
/** The review's reads and writes, for the operator console's charge applications queue. */
export * as chargeApplicationsRepository from './charge-applications.repository';
