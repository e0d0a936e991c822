import { publicRoute, type AccessEntries } from './access-entry.js';

const DOCS = publicRoute('the API documentation, generated from the route schemas');
const CATALOG = publicRoute('the public catalog: published stores and active products only');
const GEO = publicRoute('place search and map settings from the bundled gazetteer');
const ART = publicRoute('generated catalog pictures');

/**
 * Routes without a private object. The dev routes exist only with the dev SMS provider (local
 * mode and the test configuration): the server refuses to start on it with NODE_ENV=production
 * (config.env.ts), so neither route is ever served in production.
 */
export const PUBLIC_ENTRIES: AccessEntries = {
  'GET /api/docs': DOCS,
  'GET /api/docs/static/index.html': DOCS,
  'GET /api/docs/static/swagger-initializer.js': DOCS,
  'GET /api/docs/json': DOCS,
  'GET /api/docs/yaml': DOCS,
  'GET /api/docs/static/*': DOCS,
  'GET /metrics': publicRoute(
    'operational figures: open in development and tests only; production needs METRICS_TOKEN or serves none (config.metrics.test.ts)',
  ),
  'GET /api/v1/health': publicRoute('liveness probe'),
  'GET /api/v1/health/ready': publicRoute('readiness probe'),
  'GET /api/v1/global_configurations': publicRoute('fee settings every visitor sees'),
  'GET /api/v1/hello': publicRoute('the load benchmarks’ baseline, no data'),
  'GET /api/v1/industries': CATALOG,
  'POST /api/v1/users/authenticate_anonymously': publicRoute(
    'guest sign-in: the browser’s own visitor id and secret',
  ),
  'POST /api/v1/users/authenticate': publicRoute('sign-in: the PIN is the proof'),
  'POST /api/v1/users': publicRoute('sign-up step 1: the code goes to the number itself'),
  'POST /api/v1/users/forgot_password': publicRoute('the code goes to the account’s own number'),
  'POST /api/v1/users/reset_password': publicRoute('the code sent to the number is the proof'),
  'GET /api/v1/dev/outbox': publicRoute(
    'local mode only: the dev SMS provider’s outbox, absent in production',
  ),
  'POST /api/v1/dev/orders/:orderId/status': publicRoute(
    'local mode only: the demo console moves orders as their store, absent in production',
  ),
  'GET /api/v1/companies': CATALOG,
  'GET /api/v1/companies/:queryId': CATALOG,
  'GET /api/v1/companies/:queryId/categories': CATALOG,
  'GET /api/v1/products/:queryId': CATALOG,
  'GET /api/v1/users/app_search': CATALOG,
  'GET /api/v1/geo/search': GEO,
  'GET /api/v1/geo/reverse': GEO,
  'GET /api/v1/geo/places': GEO,
  'GET /api/v1/geo/map': GEO,
  'POST /api/v1/forms/:form': publicRoute(
    'the public application, newsletter and contact forms; only operators read them back',
  ),
  'GET /meta.json': publicRoute('the app version'),
  'GET /media/art/:kind/:file': ART,
  'GET /media/art/:kind/:industry/:file': ART,
  'GET /media/uploads/*': publicRoute(
    'public pictures (avatars, logos, product photos); application files are kept apart',
  ),
  'GET /sitemap.xml': publicRoute('published stores for search engines'),
  'GET /robots.txt': publicRoute('crawler rules'),
};
