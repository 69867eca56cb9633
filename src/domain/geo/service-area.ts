import { type BoundingBox, distanceKm, isInPolygon, isSelfIntersecting, type LatLng, openRing, polygonBox, radiusBox, ringArea2 } from './geometry';

/** A service area drawn on the map: a circle about the base address, or a polygon. */
export type DrawnArea = { shape: 'radius'; centre: LatLng; radiusKm: number } | { shape: 'polygon'; ring: LatLng[] };

export const DRAWN_AREA_LIMITS = {
  radiusMinKm: 1,
  radiusMaxKm: 100,
  polygonMinVertices: 3,
  polygonMaxVertices: 50,
} as const;

/** Where Taiwan and its outlying islands lie (Kinmen, Matsu, Penghu, Orchid Island included). */
export const TAIWAN_BOUNDS: BoundingBox = { minLat: 21.8, maxLat: 26.5, minLng: 118.0, maxLng: 122.1 };

export function isInTaiwan(p: LatLng): boolean {
  return p.lat >= TAIWAN_BOUNDS.minLat && p.lat <= TAIWAN_BOUNDS.maxLat && p.lng >= TAIWAN_BOUNDS.minLng && p.lng <= TAIWAN_BOUNDS.maxLng;
}

/** Why a polygon cannot be a service area, or null when it can (zh-TW, shown under the map). */
export function polygonProblem(ring: readonly LatLng[]): string | null {
  const v = openRing(ring);
  const { polygonMinVertices: min, polygonMaxVertices: max } = DRAWN_AREA_LIMITS;
  if (v.length < min) return `範圍至少要有 ${min} 個點`;
  if (v.length > max) return `範圍最多 ${max} 個點`;
  if (!v.every(isInTaiwan)) return '範圍的點必須在臺灣境內';
  if (isSelfIntersecting(v)) return '範圍的邊不可交叉';
  // About 10 m² at Taiwan's latitude: a ring this thin encloses nothing.
  if (Math.abs(ringArea2(v)) < 1e-9) return '範圍的點不可在同一條直線上';
  return null;
}

/** The area's bounding box, which matching's SQL prefilters on. */
export function drawnAreaBox(area: DrawnArea): BoundingBox {
  return area.shape === 'radius' ? radiusBox(area.centre, area.radiusKm) : polygonBox(area.ring);
}

/** How a point relates to a drawn area: inside or not, and its distance from the base when a circle. */
export interface AreaFit {
  inside: boolean;
  /** Distance from the circle's centre, in km; null for a polygon. */
  distanceKm: number | null;
}

/** Whether the point lies in the drawn area (the edge included). */
export function fitDrawnArea(area: DrawnArea, point: LatLng): AreaFit {
  if (area.shape === 'radius') {
    const d = distanceKm(point, area.centre);
    return { inside: d <= area.radiusKm, distanceKm: d };
  }
  return { inside: isInPolygon(point, area.ring), distanceKm: null };
}
