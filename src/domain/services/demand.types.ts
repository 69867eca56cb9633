import { z } from 'zod';

/** Where the demand is (GET /quote_services/demand.json): requests in the pro's categories by district. */

/** How many days back the figures reach. */
export const DEMAND_DAYS = 30;
/** How long the figures are kept before they are counted again, in seconds. */
export const DEMAND_CACHE_SECONDS = 600;

export const demandDistrictSchema = z.object({
  city_id: z.number(),
  city: z.string(),
  district_id: z.number(),
  district: z.string(),
  /** The district's centre, where the heatmap puts its weight; null where none is known. */
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  request_count: z.number(),
});
export type DemandDistrict = z.infer<typeof demandDistrictSchema>;

export const demandAnswerShape = {
  days: z.number(),
  /** The categories counted: those of the pro's services. */
  quote_category_ids: z.array(z.number()),
  /** Districts with at least one request, the busiest first. */
  districts: z.array(demandDistrictSchema),
};
export type DemandResponse = { days: number; quote_category_ids: number[]; districts: DemandDistrict[] };
