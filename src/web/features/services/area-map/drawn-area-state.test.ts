import { describe, expect, it } from 'vitest';
import { distanceKm } from '../../../../domain/geo/geometry';
import { clampRadius, type DrawAction, drawnAreaRequest, drawReducer, type DrawState, initialDrawState, isUnsaved, savedSummary } from './drawn-area-state';
import { areaBounds, areaFeatures, circleRing, demandFeatures, handlePoint } from './map-features';

const STATION = { lat: 25.0478, lng: 121.517 };
const run = (actions: DrawAction[], from: DrawState = initialDrawState()) => actions.reduce(drawReducer, from);
const tap = (lat: number, lng: number): DrawAction => ({ type: 'mapTapped', point: { lat, lng } });
const polygon = [tap(25.01, 121.52), tap(25.01, 121.57), tap(25.045, 121.57), tap(25.045, 121.52)];

describe('the radius', () => {
  it.each([
    [0, 1],
    [0.96, 1],
    [7.34, 7.3],
    [100, 100],
    [250, 100],
    [Number.NaN, 1],
  ])('keeps %s km within the limits as %s', (km, expected) => {
    expect(clampRadius(km)).toBe(expected);
  });

  it('puts the base where the map is tapped and sends it with the radius', () => {
    const state = run([tap(STATION.lat, STATION.lng), { type: 'radiusSet', km: 6 }]);
    expect(drawnAreaRequest(state)).toEqual({ body: { shape: 'radius', latitude: STATION.lat, longitude: STATION.lng, radius_km: 6 } });
  });

  it('asks for a base before saving a circle', () => {
    expect(drawnAreaRequest(initialDrawState())).toEqual({ problem: { key: 'services>areaMap>needBase' } });
  });

  it('sets the radius to the distance the handle is dragged to, and ignores a drag without a base', () => {
    const state = run([tap(STATION.lat, STATION.lng), { type: 'handleDragged', point: handlePoint(STATION, 8.04) }]);
    expect(state.radiusKm).toBe(8);
    expect(run([{ type: 'handleDragged', point: STATION }]).radiusKm).toBe(initialDrawState().radiusKm);
  });
});

describe('the polygon', () => {
  const drawing = () => run([{ type: 'modeChosen', mode: 'polygon' }, ...polygon]);

  it('adds a point for each tap, takes the last back and closes with three or more', () => {
    expect(drawing().ring).toHaveLength(4);
    expect(run([{ type: 'undone' }], drawing()).ring).toHaveLength(3);
    expect(run([{ type: 'closed' }], run([{ type: 'modeChosen', mode: 'polygon' }, tap(25, 121.5), tap(25.1, 121.5)])).closed).toBe(false);
    const closed = run([{ type: 'closed' }], drawing());
    expect(closed.closed).toBe(true);
    // Undo first opens the polygon again, then takes points back.
    expect(run([{ type: 'undone' }], closed)).toMatchObject({ closed: false, ring: closed.ring });
  });

  it('adds no point to a closed polygon', () => {
    const closed = run([{ type: 'closed' }, tap(25.2, 121.6)], drawing());
    expect(closed.ring).toHaveLength(4);
  });

  it('stops at 50 points', () => {
    const taps = Array.from({ length: 55 }, (_, i) => tap(24 + i * 0.01, 121 + (i % 2) * 0.01));
    expect(run([{ type: 'modeChosen', mode: 'polygon' }, ...taps]).ring).toHaveLength(50);
  });

  it('asks to close the polygon, then sends its points as [lat, lng]', () => {
    expect(drawnAreaRequest(drawing())).toEqual({ problem: { key: 'services>areaMap>needClose' } });
    const request = drawnAreaRequest(run([{ type: 'closed' }], drawing()));
    expect(request.body).toEqual({ shape: 'polygon', polygon: [[25.01, 121.52], [25.01, 121.57], [25.045, 121.57], [25.045, 121.52]] });
  });

  it('gives the domain’s reason for a polygon that cannot be an area', () => {
    const crossing = run([{ type: 'modeChosen', mode: 'polygon' }, tap(25, 121.5), tap(25.1, 121.6), tap(25, 121.6), tap(25.1, 121.5), { type: 'closed' }]);
    expect(drawnAreaRequest(crossing)).toEqual({ problem: { text: '範圍的邊不可交叉' } });
  });

  it('erases the points', () => {
    expect(run([{ type: 'erased' }], drawing())).toMatchObject({ ring: [], closed: false });
  });
});

describe('a saved area', () => {
  it('is drawn again when read: a circle about its centre', () => {
    const state = run([{ type: 'loaded', drawnArea: { shape: 'radius', latitude: 25, longitude: 121.5, radius_km: 8, polygon: null }, base: { lat: 25, lng: 121.5 } }]);
    expect(state).toMatchObject({ mode: 'radius', base: { lat: 25, lng: 121.5 }, radiusKm: 8 });
    expect(isUnsaved(state)).toBe(false);
    expect(isUnsaved(run([{ type: 'radiusSet', km: 9 }], state))).toBe(true);
    expect(savedSummary(state.saved)).toEqual({ key: 'services>areaMap>savedRadius', values: { km: 8 } });
  });

  it('is drawn again when read: a closed polygon', () => {
    const ring: [number, number][] = [[25.01, 121.52], [25.01, 121.57], [25.045, 121.57]];
    const state = run([{ type: 'loaded', drawnArea: { shape: 'polygon', latitude: null, longitude: null, radius_km: null, polygon: ring }, base: null }]);
    expect(state).toMatchObject({ mode: 'polygon', closed: true, ring: ring.map(([lat, lng]) => ({ lat, lng })) });
    expect(savedSummary(state.saved)).toEqual({ key: 'services>areaMap>savedPolygon', values: { count: 3 } });
  });

  it('none: the base alone, and the summary says nothing is saved', () => {
    const state = run([{ type: 'loaded', drawnArea: null, base: STATION }]);
    expect(state.base).toEqual(STATION);
    expect(savedSummary(null)).toEqual({ key: 'services>areaMap>savedNone' });
  });
});

describe('what the map draws', () => {
  it('a circle whose every vertex lies at the radius, closed, with the base and the handle', () => {
    const ring = circleRing(STATION, 5);
    expect(ring[0]).toEqual(ring.at(-1));
    for (const p of ring) expect(distanceKm(p, STATION)).toBeCloseTo(5, 6);
    const features = areaFeatures(run([tap(STATION.lat, STATION.lng), { type: 'radiusSet', km: 5 }]));
    expect(features.features.map((f) => f.properties.role)).toEqual(['area', 'base', 'handle']);
    const handle = features.features[2]!.geometry;
    expect(handle.type === 'Point' && distanceKm({ lat: handle.coordinates[1], lng: handle.coordinates[0] }, STATION)).toBeCloseTo(5, 6);
  });

  it('an open polygon as a path and its points, a closed one as an area', () => {
    const open = run([{ type: 'modeChosen', mode: 'polygon' }, ...polygon]);
    expect(areaFeatures(open).features.map((f) => f.properties.role)).toEqual(['path', 'vertex', 'vertex', 'vertex', 'vertex']);
    expect(areaBounds(open)).toBeNull();
    const closed = run([{ type: 'closed' }], open);
    const area = areaFeatures(closed).features[0]!;
    expect(area.geometry.type === 'Polygon' && area.geometry.coordinates[0]).toEqual([
      [121.52, 25.01],
      [121.57, 25.01],
      [121.57, 25.045],
      [121.52, 25.045],
      [121.52, 25.01],
    ]);
    expect(areaBounds(closed)).toEqual([
      [121.52, 25.01],
      [121.57, 25.045],
    ]);
  });

  it('nothing before a base is set', () => {
    expect(areaFeatures(initialDrawState()).features).toEqual([]);
  });

  it('the demand weighted by the busiest district, leaving out districts without a centre', () => {
    const district = (id: number, count: number, latitude: number | null) => ({ city_id: 1, city: '臺北市', district_id: id, district: `區${id}`, latitude, longitude: latitude === null ? null : 121.5, request_count: count });
    const features = demandFeatures([district(1, 8, 25), district(2, 2, 25.1), district(3, 5, null)]);
    expect(features.features.map((f) => f.properties.weight)).toEqual([1, 0.25]);
    expect(features.features[1]!.geometry).toEqual({ type: 'Point', coordinates: [121.5, 25.1] });
  });
});
