import { describe, expect, it } from 'vitest';
import { distanceKm, isInPolygon, isSelfIntersecting, isWithinRadius, type LatLng, polygonBox, radiusBox } from './geometry';

const taipeiMain: LatLng = { lat: 25.0478, lng: 121.517 };
const taipei101: LatLng = { lat: 25.034, lng: 121.5645 };
const kaohsiungMain: LatLng = { lat: 22.6394, lng: 120.3025 };

describe('distanceKm', () => {
  it.each([
    ['the same point', taipeiMain, taipeiMain, 0, 0.001],
    ['one degree of latitude', { lat: 23, lng: 121 }, { lat: 24, lng: 121 }, 111.19, 0.05],
    ['Taipei Main Station to Taipei 101', taipeiMain, taipei101, 5.0, 0.2],
    ['Taipei to Kaohsiung', taipeiMain, kaohsiungMain, 297, 3],
    ['Kinmen to Taipei', { lat: 24.4493, lng: 118.3767 }, taipeiMain, 323, 4],
  ])('%s', (_name, a, b, km, tolerance) => {
    expect(Math.abs(distanceKm(a, b) - km)).toBeLessThanOrEqual(tolerance);
    expect(distanceKm(a, b)).toBeCloseTo(distanceKm(b, a), 9);
  });
});

describe('isWithinRadius', () => {
  it.each([
    ['the centre itself', taipeiMain, 1, true],
    ['Taipei 101 within 8 km of Taipei Main', taipei101, 8, true],
    ['Taipei 101 not within 4 km', taipei101, 4, false],
    ['Kaohsiung not within 100 km', kaohsiungMain, 100, false],
  ])('%s', (_name, point, km, expected) => {
    expect(isWithinRadius(point, taipeiMain, km)).toBe(expected);
  });

  it('counts a point on the circle as inside', () => {
    const edge = distanceKm(taipeiMain, taipei101);
    expect(isWithinRadius(taipei101, taipeiMain, edge)).toBe(true);
    expect(isWithinRadius(taipei101, taipeiMain, edge - 0.001)).toBe(false);
  });
});

// A square around Taipei's Da'an district and a concave "L" shape around Xinyi and Songshan.
const square: LatLng[] = [
  { lat: 25.01, lng: 121.52 },
  { lat: 25.01, lng: 121.56 },
  { lat: 25.04, lng: 121.56 },
  { lat: 25.04, lng: 121.52 },
];
const ell: LatLng[] = [
  { lat: 25.02, lng: 121.55 },
  { lat: 25.02, lng: 121.6 },
  { lat: 25.04, lng: 121.6 },
  { lat: 25.04, lng: 121.57 },
  { lat: 25.07, lng: 121.57 },
  { lat: 25.07, lng: 121.55 },
];

describe('isInPolygon', () => {
  it.each([
    ['inside the square', square, { lat: 25.026, lng: 121.543 }, true],
    ['north of the square', square, { lat: 25.05, lng: 121.54 }, false],
    ['east of the square', square, { lat: 25.02, lng: 121.58 }, false],
    ['on a vertex', square, { lat: 25.01, lng: 121.52 }, true],
    ['on an edge', square, { lat: 25.01, lng: 121.54 }, true],
    ['on a vertical edge', square, { lat: 25.02, lng: 121.56 }, true],
    ['level with a vertex, outside', square, { lat: 25.04, lng: 121.6 }, false],
    ['in the foot of the L', ell, { lat: 25.03, lng: 121.59 }, true],
    ['in the stem of the L', ell, { lat: 25.06, lng: 121.56 }, true],
    ['in the notch of the L', ell, { lat: 25.06, lng: 121.59 }, false],
    ['on the inner corner of the L', ell, { lat: 25.04, lng: 121.57 }, true],
  ])('%s', (_name, ring, point, expected) => {
    expect(isInPolygon(point, ring)).toBe(expected);
  });

  it('gives the same answer for a closed ring (first vertex repeated)', () => {
    const closed = [...square, square[0]!];
    expect(isInPolygon({ lat: 25.026, lng: 121.543 }, closed)).toBe(true);
    expect(isInPolygon({ lat: 25.05, lng: 121.54 }, closed)).toBe(false);
  });
});

describe('isSelfIntersecting', () => {
  it.each([
    ['a square', square, false],
    ['a concave L', ell, false],
    ['a closed square', [...square, square[0]!], false],
    ['a bow tie', [square[0]!, square[2]!, square[1]!, square[3]!], true],
    ['a ring touching itself at an edge', [{ lat: 25, lng: 121 }, { lat: 25, lng: 121.2 }, { lat: 25.1, lng: 121.2 }, { lat: 25, lng: 121.1 }, { lat: 25.1, lng: 121 }], true],
  ])('%s', (_name, ring, expected) => {
    expect(isSelfIntersecting(ring)).toBe(expected);
  });
});

describe('bounding boxes', () => {
  it('holds the circle: its edge points lie on the box', () => {
    const box = radiusBox(taipeiMain, 10);
    expect(distanceKm(taipeiMain, { lat: box.maxLat, lng: taipeiMain.lng })).toBeCloseTo(10, 2);
    expect(distanceKm(taipeiMain, { lat: taipeiMain.lat, lng: box.maxLng })).toBeCloseTo(10, 1);
    expect(box.minLat).toBeLessThan(taipeiMain.lat);
    expect(box.minLng).toBeLessThan(taipeiMain.lng);
  });

  it('holds the polygon', () => {
    expect(polygonBox(ell)).toEqual({ minLat: 25.02, maxLat: 25.07, minLng: 121.55, maxLng: 121.6 });
  });
});
