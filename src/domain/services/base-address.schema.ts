import { z } from 'zod';
import { STREET_PROBLEM_MESSAGES, streetProblem } from '../geo/street-address';

/** Input and answer of the service's base address (GET/POST /quote_services/base_address/{serviceId}.json). */

const placeId = (message: string) => z.coerce.number({ error: message }).int(message).positive(message);

export const baseAddressSchema = z
  .object({
    city_id: placeId('請選擇據點的縣市'),
    district_id: placeId('請選擇據點的鄉鎮市區'),
    /** The street and number; empty: the district alone (its centre is the point). */
    street: z.string({ error: STREET_PROBLEM_MESSAGES.characters }).default(''),
  })
  .superRefine((body, ctx) => {
    const problem = streetProblem(body.street, false);
    if (problem) ctx.addIssue({ code: 'custom', path: ['street'], message: STREET_PROBLEM_MESSAGES[problem] });
  });
export type BaseAddressBody = z.infer<typeof baseAddressSchema>;

export const baseAddressResponseSchema = z.object({
  city_id: z.number(),
  district_id: z.number(),
  street: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  /** places: geocoded from the address; district: the district's centre; map: tapped on the area map. */
  location_source: z.enum(['places', 'district', 'map']).nullable(),
});
export type BaseAddressResponse = z.infer<typeof baseAddressResponseSchema>;

/** null while the service has no district. */
export const baseAddressAnswerShape = { base_address: baseAddressResponseSchema.nullable() };
