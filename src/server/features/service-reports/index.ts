/** Reports on pros' public profiles, filed in the support inbox. */
export { serviceReportsRoutes } from './service-reports.routes';
export { ServiceReportsService } from './service-reports.service';
