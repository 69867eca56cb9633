import { z } from 'zod';
import type { LatLng } from '../geo/geometry';
import { DRAWN_AREA_LIMITS, isInTaiwan, polygonProblem } from '../geo/service-area';

/** Input and answer of the drawn service area (POST/GET /quote_service_areas/drawn/{serviceId}.json). */

const { radiusMinKm, radiusMaxKm } = DRAWN_AREA_LIMITS;
const RADIUS_MESSAGE = `半徑需介於 ${radiusMinKm} 到 ${radiusMaxKm} 公里`;
const coordinate = (message: string) => z.coerce.number({ error: message }).refine(Number.isFinite, message);
const vertex = z.tuple([coordinate('範圍的點座標不正確'), coordinate('範圍的點座標不正確')], { error: '範圍的點座標不正確' });

/** `shape` none clears the drawn area (the district list alone applies). */
export const drawnAreaSchema = z
  .object({
    shape: z.enum(['none', 'radius', 'polygon'], { error: '請選擇以半徑或多邊形畫出服務範圍' }),
    latitude: coordinate('請在地圖上選擇據點位置').optional(),
    longitude: coordinate('請在地圖上選擇據點位置').optional(),
    radius_km: z.coerce.number({ error: RADIUS_MESSAGE }).min(radiusMinKm, RADIUS_MESSAGE).max(radiusMaxKm, RADIUS_MESSAGE).optional(),
    polygon: z.array(vertex, { error: '請在地圖上點出服務範圍' }).optional(),
  })
  .superRefine((body, ctx) => {
    if (body.shape === 'radius') {
      if (body.radius_km === undefined) ctx.addIssue({ code: 'custom', path: ['radius_km'], message: RADIUS_MESSAGE });
      const hasBase = body.latitude !== undefined && body.longitude !== undefined;
      if (hasBase && !isInTaiwan({ lat: body.latitude!, lng: body.longitude! })) ctx.addIssue({ code: 'custom', path: ['latitude'], message: '據點位置必須在臺灣境內' });
      else if (body.latitude === undefined !== (body.longitude === undefined)) ctx.addIssue({ code: 'custom', path: ['latitude'], message: '請在地圖上選擇據點位置' });
    }
    if (body.shape === 'polygon') {
      const problem = polygonProblem((body.polygon ?? []).map(([lat, lng]) => ({ lat, lng })));
      if (problem) ctx.addIssue({ code: 'custom', path: ['polygon'], message: problem });
    }
  });
export type DrawnAreaBody = z.infer<typeof drawnAreaSchema>;

export const drawnAreaResponseSchema = z.object({
  shape: z.enum(['radius', 'polygon']),
  /** The circle's centre: the service's base address. */
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  radius_km: z.number().nullable(),
  polygon: z.array(z.tuple([z.number(), z.number()])).nullable(),
});
export type DrawnAreaResponse = z.infer<typeof drawnAreaResponseSchema>;

export const drawnAreaAnswerShape = {
  drawn_area: drawnAreaResponseSchema.nullable(),
  /** Where the editor centres the map: the base address, else the service's district's centre. */
  base: z.object({ latitude: z.number(), longitude: z.number() }).nullable(),
};

export function toLatLng([lat, lng]: readonly [number, number]): LatLng {
  return { lat, lng };
}
