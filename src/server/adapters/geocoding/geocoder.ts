import type { LatLng } from '../../../domain/geo/geometry';

/** An address to find on the map: the street under its city and district (Taiwan). */
export interface AddressQuery {
  city: string;
  district: string;
  street: string;
}

/** What a geocoder found: a point, or nothing for this address (the caller uses the district's centre). */
export type GeocodeResult = { found: true; point: LatLng } | { found: false };

/** Finds the point of a street address; throws when the provider cannot answer. */
export interface Geocoder {
  geocode(query: AddressQuery): Promise<GeocodeResult>;
}

/** Where a point came from: the geocoded address, the district's centre, or a tap on the map. */
export type PointSource = 'places' | 'district' | 'map';

/**
 * The point of an address: the geocoded one when a geocoder is configured and finds it, else the
 * district's centre (also when the provider fails: a request is never refused for it).
 */
export async function locateAddress(
  geocoder: Geocoder | undefined,
  query: AddressQuery | null,
  districtCentre: LatLng | null,
  onError: (error: unknown) => void,
): Promise<{ point: LatLng; source: 'places' | 'district' } | null> {
  if (geocoder && query && query.street.trim() !== '') {
    try {
      const result = await geocoder.geocode(query);
      if (result.found) return { point: result.point, source: 'places' };
    } catch (error) {
      onError(error);
    }
  }
  return districtCentre ? { point: districtCentre, source: 'district' } : null;
}
