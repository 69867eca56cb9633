/**
 * The key of a category in a city in quote_services.place_keys, as quote_service_place_keys
 * (migration 0062) makes it: category id times a million plus city id. A string, as PostgreSQL
 * takes a bigint parameter.
 */
export function placeKey(categoryId: number, cityId: number): string {
  return String(BigInt(categoryId) * 1_000_000n + BigInt(cityId));
}
