/** The job center feature as the rest of the server sees it. */
export { jobCenterRoutes } from './job-center.routes';
export { JobCenterService } from './job-center.service';
