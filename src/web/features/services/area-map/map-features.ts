import { EARTH_RADIUS_KM, type LatLng } from '../../../../domain/geo/geometry';
import { TAIWAN_BOUNDS } from '../../../../domain/geo/service-area';
import type { DemandDistrict } from '../../../../domain/services/demand.types';
import type { DrawState } from './drawn-area-state';

/** The GeoJSON the area map draws: the area, its vertices and handle, and the demand's weights. */

type Position = [number, number];
type Geometry = { type: 'Point'; coordinates: Position } | { type: 'LineString'; coordinates: Position[] } | { type: 'Polygon'; coordinates: Position[][] };
export interface Feature {
  type: 'Feature';
  properties: Record<string, string | number>;
  geometry: Geometry;
}
export interface FeatureCollection {
  type: 'FeatureCollection';
  features: Feature[];
}

/** What each point feature of the area is, for the layers' filters. */
export type PointRole = 'base' | 'handle' | 'vertex';

const toRadians = (deg: number) => (deg * Math.PI) / 180;
const toDegrees = (rad: number) => (rad * 180) / Math.PI;
const position = (p: LatLng): Position => [p.lng, p.lat];
const collection = (features: Feature[]): FeatureCollection => ({ type: 'FeatureCollection', features });
const point = (p: LatLng, role: PointRole): Feature => ({ type: 'Feature', properties: { role }, geometry: { type: 'Point', coordinates: position(p) } });

/** The point `km` from `start` on the bearing (degrees from north), on the sphere. */
export function destination(start: LatLng, km: number, bearingDeg: number): LatLng {
  const d = km / EARTH_RADIUS_KM;
  const b = toRadians(bearingDeg);
  const lat1 = toRadians(start.lat);
  const lng1 = toRadians(start.lng);
  const lat2 = Math.asin(Math.sin(lat1) * Math.cos(d) + Math.cos(lat1) * Math.sin(d) * Math.cos(b));
  const lng2 = lng1 + Math.atan2(Math.sin(b) * Math.sin(d) * Math.cos(lat1), Math.cos(d) - Math.sin(lat1) * Math.sin(lat2));
  return { lat: toDegrees(lat2), lng: toDegrees(lng2) };
}

/** The circle as a closed ring of `steps` vertices (the first repeated last). */
export function circleRing(centre: LatLng, radiusKm: number, steps = 64): LatLng[] {
  const ring = Array.from({ length: steps }, (_, i) => destination(centre, radiusKm, (360 * i) / steps));
  return [...ring, ring[0]!];
}

/** Where the circle's handle sits: due east of the centre, on the edge. */
export const handlePoint = (centre: LatLng, radiusKm: number): LatLng => destination(centre, radiusKm, 90);

/** The shape drawn (a filled area, or the open path of an unclosed polygon) and its points. */
export function areaFeatures(state: DrawState): FeatureCollection {
  if (state.mode === 'radius') {
    if (!state.base) return collection([]);
    const ring = circleRing(state.base, state.radiusKm).map(position);
    return collection([
      { type: 'Feature', properties: { role: 'area' }, geometry: { type: 'Polygon', coordinates: [ring] } },
      point(state.base, 'base'),
      point(handlePoint(state.base, state.radiusKm), 'handle'),
    ]);
  }
  const vertices = state.ring.map((p) => point(p, 'vertex'));
  const path = state.ring.map(position);
  if (state.closed && path.length >= 3) {
    return collection([{ type: 'Feature', properties: { role: 'area' }, geometry: { type: 'Polygon', coordinates: [[...path, path[0]!]] } }, ...vertices]);
  }
  const line: Feature[] = path.length >= 2 ? [{ type: 'Feature', properties: { role: 'path' }, geometry: { type: 'LineString', coordinates: path } }] : [];
  return collection([...line, ...vertices]);
}

/** The demand as points at the districts' centres, weighted so the busiest weighs 1 (districts without a centre are left out). */
export function demandFeatures(districts: readonly DemandDistrict[]): FeatureCollection {
  const most = Math.max(1, ...districts.map((d) => d.request_count));
  const located = districts.filter((d) => d.latitude !== null && d.longitude !== null);
  return collection(
    located.map((d) => ({
      type: 'Feature',
      properties: { weight: d.request_count / most, count: d.request_count },
      geometry: { type: 'Point', coordinates: [d.longitude!, d.latitude!] },
    })),
  );
}

/** The whole of Taiwan, where the map opens for a service without a base. */
export const TAIWAN_VIEW = { centre: { lat: 23.65, lng: 120.95 }, zoom: 5.8 } as const;
/** How close the map comes to a base the pro has just set. */
export const BASE_ZOOM = 10;

export type Bounds = [[number, number], [number, number]];

/** The box the map fits on opening: the area drawn, else null (then the base, else Taiwan). */
export function areaBounds(state: DrawState): Bounds | null {
  const points = state.mode === 'radius' ? (state.base ? circleRing(state.base, state.radiusKm, 16) : []) : state.ring;
  if (points.length === 0 || (state.mode === 'polygon' && !state.closed)) return null;
  const lngs = points.map((p) => p.lng);
  const lats = points.map((p) => p.lat);
  return [
    [Math.min(...lngs), Math.min(...lats)],
    [Math.max(...lngs), Math.max(...lats)],
  ];
}

/** The pan limit: Taiwan and a margin, so the map never wanders off where areas may be drawn. */
export const MAX_BOUNDS: Bounds = [
  [TAIWAN_BOUNDS.minLng - 1.5, TAIWAN_BOUNDS.minLat - 1],
  [TAIWAN_BOUNDS.maxLng + 1.5, TAIWAN_BOUNDS.maxLat + 1],
];
