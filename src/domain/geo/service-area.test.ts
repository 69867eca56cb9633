import { describe, expect, it } from 'vitest';
import type { LatLng } from './geometry';
import { DRAWN_AREA_LIMITS, drawnAreaBox, fitDrawnArea, isInTaiwan, polygonProblem } from './service-area';

const triangle: LatLng[] = [
  { lat: 25.0, lng: 121.5 },
  { lat: 25.1, lng: 121.5 },
  { lat: 25.05, lng: 121.6 },
];

describe('polygonProblem', () => {
  const many = Array.from({ length: DRAWN_AREA_LIMITS.polygonMaxVertices + 1 }, (_, i) => {
    const angle = (2 * Math.PI * i) / (DRAWN_AREA_LIMITS.polygonMaxVertices + 1);
    return { lat: 25 + 0.1 * Math.sin(angle), lng: 121.5 + 0.1 * Math.cos(angle) };
  });
  it.each([
    ['a triangle', triangle, null],
    ['a closed triangle', [...triangle, triangle[0]!], null],
    ['two points', triangle.slice(0, 2), '範圍至少要有 3 個點'],
    ['a closed ring of two points', [triangle[0]!, triangle[1]!, triangle[0]!], '範圍至少要有 3 個點'],
    ['too many points', many, `範圍最多 ${DRAWN_AREA_LIMITS.polygonMaxVertices} 個點`],
    ['a point in Tokyo', [...triangle.slice(0, 2), { lat: 35.68, lng: 139.76 }], '範圍的點必須在臺灣境內'],
    ['points on one line', [{ lat: 25, lng: 121.5 }, { lat: 25.05, lng: 121.55 }, { lat: 25.1, lng: 121.6 }], '範圍的點不可在同一條直線上'],
    ['a bow tie', [{ lat: 25, lng: 121.5 }, { lat: 25.1, lng: 121.6 }, { lat: 25.1, lng: 121.5 }, { lat: 25, lng: 121.6 }], '範圍的邊不可交叉'],
  ])('%s', (_name, ring, problem) => {
    expect(polygonProblem(ring)).toBe(problem);
  });
});

describe('isInTaiwan', () => {
  it.each([
    ['Taipei', { lat: 25.03, lng: 121.56 }, true],
    ['Kinmen', { lat: 24.45, lng: 118.38 }, true],
    ['Matsu (Dongyin)', { lat: 26.37, lng: 120.49 }, true],
    ['Orchid Island', { lat: 22.04, lng: 121.55 }, true],
    ['Manila', { lat: 14.6, lng: 120.98 }, false],
    ['Xiamen is east enough but the ocean check is the box only', { lat: 24.48, lng: 117.9 }, false],
  ])('%s', (_name, point, expected) => {
    expect(isInTaiwan(point)).toBe(expected);
  });
});

describe('fitDrawnArea', () => {
  const base = { lat: 25.0478, lng: 121.517 };
  it('measures the distance from the base of a circle', () => {
    const fit = fitDrawnArea({ shape: 'radius', centre: base, radiusKm: 8 }, { lat: 25.034, lng: 121.5645 });
    expect(fit.inside).toBe(true);
    expect(fit.distanceKm).toBeGreaterThan(4.5);
    expect(fit.distanceKm).toBeLessThan(5.5);
  });

  it('says a point outside a circle is outside', () => {
    expect(fitDrawnArea({ shape: 'radius', centre: base, radiusKm: 3 }, { lat: 25.034, lng: 121.5645 }).inside).toBe(false);
  });

  it('tests a polygon without a distance', () => {
    expect(fitDrawnArea({ shape: 'polygon', ring: triangle }, { lat: 25.05, lng: 121.53 })).toEqual({ inside: true, distanceKm: null });
    expect(fitDrawnArea({ shape: 'polygon', ring: triangle }, { lat: 25.2, lng: 121.53 })).toEqual({ inside: false, distanceKm: null });
  });

  it('boxes every point of the area', () => {
    const box = drawnAreaBox({ shape: 'radius', centre: base, radiusKm: 8 });
    expect(box.minLat).toBeLessThan(25.034);
    expect(box.maxLng).toBeGreaterThan(121.5645);
  });
});
