import type { z } from 'zod';
import type { DashboardRange } from '../../../../domain/ops/dashboard';
import type { dashboardShape, jobsShape } from '../../../../domain/ops/dashboard.contract';
import type { ApiClient } from '../../../api/client';

export type { DashboardSeries, JobHealth } from '../../../../domain/ops/dashboard.contract';

/** The dashboard's figures: the days of the range and each metric's value per day. */
export type DashboardFigures = { [K in keyof typeof dashboardShape]: z.infer<(typeof dashboardShape)[K]> };
/** The background jobs' health, and whether the server that answered runs them. */
export type JobsHealth = { [K in keyof typeof jobsShape]: z.infer<(typeof jobsShape)[K]> };

// Console calls handle their own 403 (not signed in to the console): it never ends the marketplace session.
const CONSOLE = { quiet: true, guestOk: true } as const;

/** The dashboard's URL for a range (the server's default, the last 30 days, without one). */
export function dashboardPath(range?: DashboardRange): string {
  return range ? `/ops/dashboard.json?from=${range.from}&to=${range.to}` : '/ops/dashboard.json';
}

export const getDashboard = (api: ApiClient, range?: DashboardRange) => api.request<DashboardFigures>(dashboardPath(range), CONSOLE);

export const getJobsHealth = (api: ApiClient) => api.request<JobsHealth>('/ops/jobs.json', CONSOLE);
