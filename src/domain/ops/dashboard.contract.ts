import { z } from 'zod';
import { DASHBOARD_METRIC_KEYS } from './dashboard';
import { JOB_RUN_OUTCOMES } from './dashboard-jobs';

/** The answers of the console's dashboard calls, shared by the server and the console. */

/** GET /ops/dashboard.json: `from` and `to` are Taipei days `YYYY-MM-DD` (checked by resolveDashboardRange). */
export const dashboardQuerySchema = z.object({
  from: z.string().trim().max(20).optional(),
  to: z.string().trim().max(20).optional(),
});
export type DashboardQuery = z.infer<typeof dashboardQuerySchema>;

/** One metric's figures: one value per day of `days` (null: nothing to measure that day) and the range's figure. */
export const dashboardSeriesSchema = z.object({
  key: z.enum(DASHBOARD_METRIC_KEYS),
  unit: z.enum(['count', 'minutes']),
  values: z.array(z.number().nullable()),
  total: z.number().nullable(),
});
export type DashboardSeries = z.infer<typeof dashboardSeriesSchema>;

/** The shop's GMV in NT$: totals of orders paid (and not cancelled) today and in the last 30 Taipei days, today included. */
export const shopGmvSchema = z.object({ today: z.number().int(), last_30_days: z.number().int() });
export type ShopGmv = z.infer<typeof shopGmvSchema>;

export const dashboardShape = {
  from: z.string(),
  to: z.string(),
  days: z.array(z.string()),
  metrics: z.array(dashboardSeriesSchema),
  shop_gmv: shopGmvSchema,
};

/** One background job's health: its schedule, its last run, its last failure, failures in the last 24 hours. */
export const jobHealthSchema = z.object({
  name: z.string(),
  every_ms: z.number().int(),
  last_run: z.object({ started: z.string(), outcome: z.enum(JOB_RUN_OUTCOMES), duration_ms: z.number().int() }).nullable(),
  last_failure: z.object({ started: z.string(), error: z.string().nullable() }).nullable(),
  failures_24h: z.number().int(),
});
export type JobHealth = z.infer<typeof jobHealthSchema>;

/** GET /ops/jobs.json: every job the scheduler knows, and whether this server copy runs them. */
export const jobsShape = {
  runs_jobs: z.boolean(),
  jobs: z.array(jobHealthSchema),
};
