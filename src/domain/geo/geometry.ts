/** Plane-and-sphere geometry of service areas: distances, radius and polygon tests, bounding boxes. */

export interface LatLng {
  lat: number;
  lng: number;
}

export interface BoundingBox {
  minLat: number;
  maxLat: number;
  minLng: number;
  maxLng: number;
}

/** Mean Earth radius (IUGG), in km. */
export const EARTH_RADIUS_KM = 6371.0088;
const KM_PER_DEGREE_LAT = (Math.PI * EARTH_RADIUS_KM) / 180;
// Points this close to an edge (in degrees, about 1 m) count as on it.
const EDGE_TOLERANCE = 1e-5;

const toRadians = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance between two points in km (haversine). */
export function distanceKm(a: LatLng, b: LatLng): number {
  const dLat = toRadians(b.lat - a.lat);
  const dLng = toRadians(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(a.lat)) * Math.cos(toRadians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Whether `point` lies within `radiusKm` of `centre` (the circle's edge included). */
export function isWithinRadius(point: LatLng, centre: LatLng, radiusKm: number): boolean {
  return distanceKm(point, centre) <= radiusKm;
}

/** Whether p lies on the segment a-b, within the edge tolerance. */
function isOnSegment(p: LatLng, a: LatLng, b: LatLng): boolean {
  const cross = (b.lng - a.lng) * (p.lat - a.lat) - (b.lat - a.lat) * (p.lng - a.lng);
  const length = Math.hypot(b.lng - a.lng, b.lat - a.lat);
  if (length === 0) return Math.hypot(p.lng - a.lng, p.lat - a.lat) <= EDGE_TOLERANCE;
  if (Math.abs(cross) / length > EDGE_TOLERANCE) return false;
  const dot = (p.lng - a.lng) * (b.lng - a.lng) + (p.lat - a.lat) * (b.lat - a.lat);
  return dot >= -EDGE_TOLERANCE * length && dot <= length * length + EDGE_TOLERANCE * length;
}

/** The ring without a repeated closing vertex. */
export function openRing(ring: readonly LatLng[]): LatLng[] {
  const first = ring[0];
  const last = ring.at(-1);
  if (ring.length > 1 && first && last && first.lat === last.lat && first.lng === last.lng) return ring.slice(0, -1);
  return [...ring];
}

/**
 * Whether `point` lies inside the polygon or on its boundary (ray casting on the plane, which is
 * exact enough at a city's scale; Taiwan is far from the antimeridian). The ring may be closed or not.
 */
export function isInPolygon(point: LatLng, ring: readonly LatLng[]): boolean {
  const vertices = openRing(ring);
  let inside = false;
  for (let i = 0, j = vertices.length - 1; i < vertices.length; j = i++) {
    const a = vertices[i]!;
    const b = vertices[j]!;
    if (isOnSegment(point, a, b)) return true;
    const crosses = a.lat > point.lat !== b.lat > point.lat;
    if (crosses && point.lng < ((b.lng - a.lng) * (point.lat - a.lat)) / (b.lat - a.lat) + a.lng) inside = !inside;
  }
  return inside;
}

/** The box around a circle of `radiusKm` about `centre`. */
export function radiusBox(centre: LatLng, radiusKm: number): BoundingBox {
  const dLat = radiusKm / KM_PER_DEGREE_LAT;
  const dLng = radiusKm / (KM_PER_DEGREE_LAT * Math.max(Math.cos(toRadians(centre.lat)), 1e-6));
  return { minLat: centre.lat - dLat, maxLat: centre.lat + dLat, minLng: centre.lng - dLng, maxLng: centre.lng + dLng };
}

/** The box around the polygon's vertices. */
export function polygonBox(ring: readonly LatLng[]): BoundingBox {
  const lats = ring.map((p) => p.lat);
  const lngs = ring.map((p) => p.lng);
  return { minLat: Math.min(...lats), maxLat: Math.max(...lats), minLng: Math.min(...lngs), maxLng: Math.max(...lngs) };
}

function orientation(a: LatLng, b: LatLng, c: LatLng): number {
  const value = (b.lng - a.lng) * (c.lat - a.lat) - (b.lat - a.lat) * (c.lng - a.lng);
  return value > 0 ? 1 : value < 0 ? -1 : 0;
}

/** Whether the closed segments p1-p2 and q1-q2 meet. */
function segmentsMeet(p1: LatLng, p2: LatLng, q1: LatLng, q2: LatLng): boolean {
  const o1 = orientation(p1, p2, q1);
  const o2 = orientation(p1, p2, q2);
  const o3 = orientation(q1, q2, p1);
  const o4 = orientation(q1, q2, p2);
  if (o1 !== o2 && o3 !== o4) return true;
  const within = (a: LatLng, b: LatLng, c: LatLng) =>
    Math.min(a.lng, b.lng) <= c.lng && c.lng <= Math.max(a.lng, b.lng) && Math.min(a.lat, b.lat) <= c.lat && c.lat <= Math.max(a.lat, b.lat);
  return (o1 === 0 && within(p1, p2, q1)) || (o2 === 0 && within(p1, p2, q2)) || (o3 === 0 && within(q1, q2, p1)) || (o4 === 0 && within(q1, q2, p2));
}

/** Whether two edges of the ring that are not neighbours meet (checked pairwise: rings are small). */
export function isSelfIntersecting(ring: readonly LatLng[]): boolean {
  const v = openRing(ring);
  const n = v.length;
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      const neighbours = j === i + 1 || (i === 0 && j === n - 1);
      if (neighbours) continue;
      if (segmentsMeet(v[i]!, v[(i + 1) % n]!, v[j]!, v[(j + 1) % n]!)) return true;
    }
  }
  return false;
}

/** Twice the signed area on the plane; zero for a ring whose vertices lie on one line. */
export function ringArea2(ring: readonly LatLng[]): number {
  const v = openRing(ring);
  let sum = 0;
  for (let i = 0; i < v.length; i++) {
    const a = v[i]!;
    const b = v[(i + 1) % v.length]!;
    sum += a.lng * b.lat - b.lng * a.lat;
  }
  return sum;
}
