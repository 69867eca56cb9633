import { distanceKm, type LatLng } from '../../../../domain/geo/geometry';
import { DRAWN_AREA_LIMITS, polygonProblem } from '../../../../domain/geo/service-area';
import type { DrawnAreaBody, DrawnAreaResponse } from '../../../../domain/services/drawn-area.schema';

/** What the area map's editor holds: the shape being drawn and the area last saved. */

export type DrawMode = 'radius' | 'polygon';

export interface DrawState {
  mode: DrawMode;
  /** The circle's centre: the service's base. */
  base: LatLng | null;
  radiusKm: number;
  /** The polygon's vertices, in the order tapped. */
  ring: LatLng[];
  /** The polygon is closed: its last vertex joins its first. */
  closed: boolean;
  saved: DrawnAreaResponse | null;
}

export type DrawAction =
  | { type: 'loaded'; drawnArea: DrawnAreaResponse | null; base: LatLng | null }
  | { type: 'modeChosen'; mode: DrawMode }
  | { type: 'mapTapped'; point: LatLng }
  | { type: 'radiusSet'; km: number }
  | { type: 'handleDragged'; point: LatLng }
  | { type: 'undone' }
  | { type: 'closed' }
  | { type: 'erased' };

const { radiusMinKm, radiusMaxKm, polygonMinVertices, polygonMaxVertices } = DRAWN_AREA_LIMITS;
/** A new circle's radius before the pro changes it. */
export const DEFAULT_RADIUS_KM = 10;

/** The radius the slider and the handle may give: within the limits, to a tenth of a km. */
export function clampRadius(km: number): number {
  if (!Number.isFinite(km)) return radiusMinKm;
  return Math.round(Math.min(radiusMaxKm, Math.max(radiusMinKm, km)) * 10) / 10;
}

const fromPair = ([lat, lng]: readonly [number, number]): LatLng => ({ lat, lng });

export function initialDrawState(): DrawState {
  return { mode: 'radius', base: null, radiusKm: DEFAULT_RADIUS_KM, ring: [], closed: false, saved: null };
}

/** The editor's state after a saved area is read (or saved): what was saved is drawn again. */
function fromSaved(state: DrawState, drawnArea: DrawnAreaResponse | null, base: LatLng | null): DrawState {
  const next: DrawState = { ...state, saved: drawnArea, base: base ?? state.base };
  if (drawnArea?.shape === 'radius') {
    const centre = drawnArea.latitude !== null && drawnArea.longitude !== null ? { lat: drawnArea.latitude, lng: drawnArea.longitude } : next.base;
    return { ...next, mode: 'radius', base: centre, radiusKm: clampRadius(drawnArea.radius_km ?? DEFAULT_RADIUS_KM) };
  }
  if (drawnArea?.shape === 'polygon') return { ...next, mode: 'polygon', ring: (drawnArea.polygon ?? []).map(fromPair), closed: true };
  return next;
}

export function drawReducer(state: DrawState, action: DrawAction): DrawState {
  switch (action.type) {
    case 'loaded':
      return fromSaved(state, action.drawnArea, action.base);
    case 'modeChosen':
      return { ...state, mode: action.mode };
    case 'mapTapped':
      if (state.mode === 'radius') return { ...state, base: action.point };
      // A tap on a closed polygon or past the vertex limit adds nothing.
      if (state.closed || state.ring.length >= polygonMaxVertices) return state;
      return { ...state, ring: [...state.ring, action.point] };
    case 'radiusSet':
      return { ...state, radiusKm: clampRadius(action.km) };
    case 'handleDragged':
      return state.base ? { ...state, radiusKm: clampRadius(distanceKm(state.base, action.point)) } : state;
    case 'undone':
      if (state.closed) return { ...state, closed: false };
      return { ...state, ring: state.ring.slice(0, -1) };
    case 'closed':
      return state.ring.length >= polygonMinVertices ? { ...state, closed: true } : state;
    case 'erased':
      return { ...state, ring: [], closed: false };
  }
}

/** What the save sends, or why it cannot be sent yet: an i18n key, or the domain's own zh-TW reason. */
export type DrawnAreaRequest = { body: DrawnAreaBody; problem?: undefined } | { body?: undefined; problem: { key: string } | { text: string } };

export function drawnAreaRequest(state: DrawState): DrawnAreaRequest {
  if (state.mode === 'radius') {
    if (!state.base) return { problem: { key: 'services>areaMap>needBase' } };
    return { body: { shape: 'radius', latitude: state.base.lat, longitude: state.base.lng, radius_km: state.radiusKm } };
  }
  if (!state.closed) return { problem: { key: 'services>areaMap>needClose' } };
  const problem = polygonProblem(state.ring);
  if (problem) return { problem: { text: problem } };
  return { body: { shape: 'polygon', polygon: state.ring.map((p) => [p.lat, p.lng] as [number, number]) } };
}

/** The saved area in words: an i18n key and its values. */
export function savedSummary(saved: DrawnAreaResponse | null): { key: string; values?: Record<string, number> } {
  if (!saved) return { key: 'services>areaMap>savedNone' };
  if (saved.shape === 'radius') return { key: 'services>areaMap>savedRadius', values: { km: saved.radius_km ?? 0 } };
  return { key: 'services>areaMap>savedPolygon', values: { count: saved.polygon?.length ?? 0 } };
}

/** Whether what is drawn differs from what was saved. */
export function isUnsaved(state: DrawState): boolean {
  const request = drawnAreaRequest(state);
  const saved = state.saved;
  if (!request.body) return state.mode === 'polygon' ? state.ring.length > 0 : false;
  if (!saved) return true;
  const body = request.body;
  if (body.shape === 'radius') {
    return saved.shape !== 'radius' || saved.radius_km !== body.radius_km || saved.latitude !== body.latitude || saved.longitude !== body.longitude;
  }
  return saved.shape !== 'polygon' || JSON.stringify(saved.polygon) !== JSON.stringify(body.polygon);
}
