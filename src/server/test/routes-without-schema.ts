/**
 * API routes that do not yet declare their contract (a 200 response schema, and params when
 * the path names some), in "METHOD /url" form. The list is exact: a new route without a schema
 * fails `plugins/openapi.routes.test.ts`, and so does a listed route that gains one; the failure
 * prints the list as it should now read. It only shrinks.
 */
export const ROUTES_WITHOUT_SCHEMA: string[] = [
  'GET /api/quote_service_categories/view/:file',
  'GET /api/quote_services/edit/:file',
  'GET /api/quote_services/index.json',
  'GET /api/quote_services/index/*',
  'GET /api/service_reserves/hires.json',
  'POST /api/quote_service_categories/add/:file',
  'POST /api/quote_service_categories/edit/:file',
  'POST /api/quote_services/add.json',
  'POST /api/quote_services/change_status/:action/:file',
  'POST /api/quote_services/edit/:file',
];
