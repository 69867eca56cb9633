/** Reports on pros' public profiles, filed in the console's service reports queue. */
export { serviceReportsRoutes } from './service-reports.routes';
export { ServiceReportsService } from './service-reports.service';
