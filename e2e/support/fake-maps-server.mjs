// A fake Overpass, Nominatim and tile server on 127.0.0.1 for the tests, so that nothing leaves the
// machine. Plain node:http. The scenario is chosen by where (or what) is searched:
//
// Overpass (POST /overpass, form field `data` holding the Overpass QL; by the latitude of `around:`):
//   32.x  San Diego: real-looking shops around the fallback location, incl. closed, vacant, '.com',
//         unnamed and far ones (the fake honours the radius, so widening can be observed)
//   40.x  New York: three shops within 1.5 km, a fourth at 4 km (the search widens to 15 km)
//   20.x  sparse: one shop 8 km from the point (found only at the widest radius)
//   10.x  empty: never any shop
//    1.x  slow: answers after `slowMs` (a timeout for the app)
//    2.x  malformed JSON          3.x  HTTP 500          4.x  HTTP 429 (rate limited)
//    5.x  flaky: HTTP 503 for the first search of each point, then shops around the point
//    6.x  Overpass runtime-error remark (its own time-out) in a 200 answer
//    7.x  JSON of the wrong shape
//   else  two shops around the point
//
// Nominatim (GET /nominatim/search?q=… and /nominatim/lookup?osm_ids=N1,W2): a small gazetteer (PLACES);
//   a query containing 'slow', 'broken', 'failing' or 'nowhere' answers slowly, with malformed JSON, with
//   HTTP 500 or with nothing.
// Google (GET /google/maps/api/…): nearby search, autocomplete and geocoding; key 'denied-key' is refused.
// Tiles: GET /tiles/{z}/{x}/{y}.png → a small beige PNG.
// Test hooks: GET /__requests (what was asked, with time and User-Agent), DELETE /__requests.
import { createServer } from 'node:http';

const EARTH_RADIUS = 6_371_008.8;
const rad = (d) => (d * Math.PI) / 180;

/** Haversine distance in metres. */
function distance(a, b) {
  const h =
    Math.sin(rad(b.lat - a.lat) / 2) ** 2 +
    Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.lng - a.lng) / 2) ** 2;
  return 2 * EARTH_RADIUS * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The point `north` and `east` metres away from `from`. */
function offset(from, north, east) {
  const lat = from.lat + (north / EARTH_RADIUS) * (180 / Math.PI);
  const lng = from.lng + (east / (EARTH_RADIUS * Math.cos(rad(from.lat)))) * (180 / Math.PI);
  return { lat: Math.round(lat * 1e7) / 1e7, lng: Math.round(lng * 1e7) / 1e7 };
}

export const SAN_DIEGO = { lat: 32.715736, lng: -117.161087 };
export const NEW_YORK = { lat: 40.7128, lng: -74.006 };
export const BALBOA_PARK = { lat: 32.7341, lng: -117.1446 };

const sd = (north, east) => offset(SAN_DIEGO, north, east);
const ny = (north, east) => offset(NEW_YORK, north, east);
const addr = (housenumber, street, city = 'San Diego') => ({
  'addr:housenumber': housenumber,
  'addr:street': street,
  'addr:city': city,
});

/** Shops as Overpass would return them: [type, id, position, tags]. */
const SAN_DIEGO_SHOPS = [
  ['node', 1001, sd(250, 0), { shop: 'supermarket', name: 'Harbor Fresh Market', ...addr('100', 'Harbor Drive') }],
  ['node', 1002, sd(0, 650), { shop: 'grocery', name: 'Gaslamp Grocery', ...addr('450', 'Fifth Avenue') }],
  [
    'relation',
    3001,
    sd(-640, -640),
    { shop: 'supermarket', name: 'Seaport Village Foods', 'addr:street': 'Kettner Boulevard' },
  ],
  ['node', 1003, sd(780, -780), { shop: 'greengrocer', name: 'Little Italy Greengrocer', 'addr:city': 'San Diego' }],
  ['way', 2001, sd(-1400, 0), { shop: 'supermarket', brand: 'Ralphs', building: 'retail', ...addr('101', 'G Street') }],
  ['node', 1004, sd(150, 0), { shop: 'supermarket', name: 'Closed Corner Market', opening_hours: 'closed' }],
  ['node', 1005, sd(0, -300), { 'disused:shop': 'grocery', shop: 'grocery', name: 'Old Town Grocery' }],
  ['node', 1006, sd(-350, 0), { shop: 'vacant', name: 'Former Bayside Grocer' }],
  [
    'node',
    1007,
    sd(0, 200),
    { shop: 'supermarket', name: 'Shopmart.com Pickup Point', ...addr('12', 'Market Street') },
  ],
  ['node', 1008, sd(100, 0), { shop: 'grocery' }],
  [
    'node',
    1009,
    sd(3200, 0),
    { shop: 'supermarket', name: 'Mission Hills Market', ...addr('4000', 'Goldfinch Street') },
  ],
  [
    'node',
    1010,
    offset(BALBOA_PARK, 120, 0),
    { shop: 'greengrocer', name: 'Balboa Park Produce', ...addr('1549', 'El Prado') },
  ],
];

const NEW_YORK_SHOPS = [
  [
    'node',
    4001,
    ny(300, 0),
    { shop: 'supermarket', name: 'Hudson Street Grocers', ...addr('88', 'Hudson Street', 'New York') },
  ],
  [
    'node',
    4002,
    ny(0, -700),
    { shop: 'supermarket', name: 'Tribeca Supermarket', ...addr('250', 'Greenwich Street', 'New York') },
  ],
  [
    'node',
    4003,
    ny(-1200, 0),
    { shop: 'greengrocer', name: 'Canal Greengrocer', ...addr('300', 'Canal Street', 'New York') },
  ],
  [
    'node',
    4004,
    ny(600, 0),
    { shop: 'supermarket', name: 'Freshdirect.com Locker', ...addr('1', 'Broadway', 'New York') },
  ],
  [
    'node',
    4005,
    ny(4000, 0),
    { shop: 'supermarket', name: 'Village Market', ...addr('12', 'Bleecker Street', 'New York') },
  ],
];

/** Shops placed relative to the searched point, for the scenarios that are not real places. */
const around = (point, shops) =>
  shops.map(([type, id, north, east, tags]) => [type, id, offset(point, north, east), tags]);

/** A small gazetteer for the fake Nominatim: [osm_type, osm_id, position, display_name]. */
export const PLACES = [
  ['way', 111, BALBOA_PARK, 'Balboa Park, San Diego, California, United States'],
  ['way', 112, { lat: 32.8163, lng: -117.1801 }, 'Balboa Avenue, Clairemont, San Diego, California, United States'],
  ['node', 222, { lat: 40.758, lng: -73.9855 }, 'Times Square, Manhattan, New York, United States'],
  ['relation', 333, { lat: 20.5, lng: 30.5 }, 'Sparse Valley, Nowhereland'],
  ['node', 444, { lat: 10.5, lng: 10.5 }, 'Empty Flats, Nowhereland'],
  ['node', 555, { lat: 3.5, lng: 3.5 }, 'Outage Town, Nowhereland'],
];

const TILE_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR42mN49ewOVsQwtCQA1CarATLDVwkAAAAASUVORK5CYII=',
  'base64',
);

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function element([type, id, position, tags]) {
  return type === 'node'
    ? { type, id, lat: position.lat, lon: position.lng, tags }
    : { type, id, center: { lat: position.lat, lon: position.lng }, bounds: {}, tags };
}

function overpassAnswer(elements) {
  return {
    version: 0.6,
    generator: 'Overpass API 0.7.62 (fake)',
    osm3s: {
      timestamp_osm_base: '2026-01-01T00:00:00Z',
      copyright: 'The data included in this document is from www.openstreetmap.org.',
    },
    elements,
  };
}

/**
 * Starts the fake. `slowMs` is how long the slow scenarios take. Returns the base URLs, the request
 * log and close().
 */
export async function startFakeMapsServer({ port = 0, host = '127.0.0.1', slowMs = 2000 } = {}) {
  /** @type {Array<Record<string, unknown>>} */
  const requests = [];
  const flakySeen = new Set();

  const json = (res, status, body) => {
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
    res.end(typeof body === 'string' ? body : JSON.stringify(body));
  };

  async function overpass(req, res, body, url) {
    const query = new URLSearchParams(body).get('data') ?? url.searchParams.get('data') ?? '';
    const match = /around:(\d+(?:\.\d+)?),(-?\d+(?:\.\d+)?),(-?\d+(?:\.\d+)?)/.exec(query);
    const record = { service: 'overpass', at: Date.now(), userAgent: req.headers['user-agent'], query };
    if (!match) {
      requests.push(record);
      return json(res, 400, '{"error":"no around filter"}');
    }
    const radius = Number(match[1]);
    const point = { lat: Number(match[2]), lng: Number(match[3]) };
    requests.push({ ...record, radius, lat: point.lat, lng: point.lng });
    const band = Math.floor(point.lat);
    let shops;
    switch (band) {
      case 32:
        shops = SAN_DIEGO_SHOPS;
        break;
      case 40:
        shops = NEW_YORK_SHOPS;
        break;
      case 20:
        shops = around(point, [['node', 5001, 8000, 0, { shop: 'supermarket', name: 'Lonely Grocery' }]]);
        break;
      case 10:
        shops = [];
        break;
      case 1:
        await sleep(slowMs);
        shops = [];
        break;
      case 2:
        return json(res, 200, '{"version":0.6,"elements":[{"type":"node",');
      case 3:
        res.writeHead(500, { 'content-type': 'text/html' });
        return res.end('<html><body>Internal Server Error</body></html>');
      case 4:
        res.writeHead(429, { 'content-type': 'text/html' });
        return res.end('<html><body>Too Many Requests</body></html>');
      case 5: {
        const key = `${point.lat},${point.lng}`;
        if (!flakySeen.has(key)) {
          flakySeen.add(key);
          res.writeHead(503, { 'content-type': 'text/html' });
          return res.end('<html><body>Service Unavailable</body></html>');
        }
        shops = around(point, [['node', 6001, 300, 0, { shop: 'supermarket', name: 'Comeback Market' }]]);
        break;
      }
      case 6:
        return json(res, 200, {
          ...overpassAnswer([]),
          remark: 'runtime error: Query timed out in "query" at line 2 after 26 seconds.',
        });
      case 7:
        return json(res, 200, { unexpected: true });
      default:
        shops = around(point, [
          ['node', 7001, 400, 0, { shop: 'supermarket', name: 'Local Market' }],
          ['node', 7002, 0, 800, { shop: 'grocery', name: 'Corner Grocer' }],
        ]);
    }
    const inRange = shops.filter(([, , position]) => distance(point, position) <= radius);
    return json(res, 200, overpassAnswer(inRange.map(element)));
  }

  const place = ([type, id, position, name], index) => ({
    place_id: 90000 + index,
    licence: 'Data © OpenStreetMap contributors, ODbL 1.0. http://osm.org/copyright',
    osm_type: type,
    osm_id: id,
    lat: String(position.lat),
    lon: String(position.lng),
    category: 'place',
    type: 'yes',
    place_rank: 20,
    importance: 0.5,
    addresstype: 'place',
    name: name.split(',')[0],
    display_name: name,
    boundingbox: [],
  });

  async function nominatim(req, res, url) {
    const path = url.pathname.replace(/^\/nominatim/, '');
    const q = (url.searchParams.get('q') ?? '').toLowerCase();
    requests.push({
      service: 'nominatim',
      at: Date.now(),
      userAgent: req.headers['user-agent'],
      path,
      params: Object.fromEntries(url.searchParams),
    });
    if (path === '/search') {
      if (q.includes('slow')) await sleep(slowMs);
      if (q.includes('broken')) return json(res, 200, '[{"place_id": 1, "lat": ');
      if (q.includes('failing')) return json(res, 500, '{"error":"internal"}');
      const limit = Number(url.searchParams.get('limit') ?? 10);
      const words = q.split(/[\s,]+/).filter(Boolean);
      const found = PLACES.map(place)
        .filter((p) => words.length > 0 && words.every((w) => p.display_name.toLowerCase().includes(w)))
        .slice(0, limit);
      return json(res, 200, found);
    }
    if (path === '/lookup') {
      const ids = (url.searchParams.get('osm_ids') ?? '').split(',');
      const found = PLACES.map(place).filter((p) => ids.includes(`${p.osm_type[0].toUpperCase()}${p.osm_id}`));
      return json(res, 200, found);
    }
    return json(res, 404, '{"error":"unknown path"}');
  }

  // Google Places/Geocoding (legacy web service JSON): the key 'denied-key' is refused as Google does.
  function google(req, res, url) {
    const path = url.pathname.replace(/^\/google/, '');
    const params = Object.fromEntries(url.searchParams);
    requests.push({ service: 'google', at: Date.now(), userAgent: req.headers['user-agent'], path, params });
    if (params.key === 'denied-key') {
      return json(res, 200, {
        status: 'REQUEST_DENIED',
        error_message: 'The provided API key is invalid.',
        results: [],
      });
    }
    if (path === '/maps/api/place/nearbysearch/json') {
      const [lat, lng] = (params.location ?? '0,0').split(',').map(Number);
      const point = { lat, lng };
      const results = [
        {
          place_id: 'ChIJgoogle1',
          name: 'Google Grocer',
          rating: 4.5,
          user_ratings_total: 120,
          vicinity: '1 Main St',
          business_status: 'OPERATIONAL',
          at: offset(point, 200, 0),
          photos: [{ photo_reference: 'ref1' }],
        },
        {
          place_id: 'ChIJgoogle2',
          name: 'Gone Market',
          business_status: 'CLOSED_PERMANENTLY',
          vicinity: '2 Main St',
          at: offset(point, 100, 0),
        },
      ]
        .filter((r) => distance(point, r.at) <= Number(params.radius))
        .map(({ at, ...r }) => ({ ...r, geometry: { location: at } }));
      return json(res, 200, { status: results.length ? 'OK' : 'ZERO_RESULTS', results, html_attributions: [] });
    }
    if (path === '/maps/api/place/autocomplete/json') {
      return json(res, 200, {
        status: 'OK',
        predictions: [{ place_id: 'ChIJplace', description: `${params.input}, USA` }],
      });
    }
    if (path === '/maps/api/geocode/json') {
      if (params.address === 'nowhere') return json(res, 200, { status: 'ZERO_RESULTS', results: [] });
      return json(res, 200, { status: 'OK', results: [{ geometry: { location: { lat: 1.25, lng: 2.5 } } }] });
    }
    return json(res, 404, '{"error":"unknown path"}');
  }

  const server = createServer((req, res) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake.local');
      const body = Buffer.concat(chunks).toString('utf8');
      const handle = async () => {
        if (url.pathname === '/__requests') {
          if (req.method === 'DELETE') requests.length = 0;
          return json(res, 200, requests);
        }
        if (url.pathname.startsWith('/overpass')) return overpass(req, res, body, url);
        if (url.pathname.startsWith('/nominatim')) return nominatim(req, res, url);
        if (url.pathname.startsWith('/google/')) return google(req, res, url);
        if (url.pathname.startsWith('/tiles/')) {
          res.writeHead(200, { 'content-type': 'image/png', 'cache-control': 'max-age=3600' });
          return res.end(TILE_PNG);
        }
        return json(res, 404, '{"error":"not found"}');
      };
      handle().catch((err) => {
        if (!res.headersSent) json(res, 500, { error: String(err) });
      });
    });
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const address = server.address();
  const base = `http://${host}:${typeof address === 'object' && address ? address.port : port}`;
  return {
    url: base,
    overpassUrl: `${base}/overpass`,
    nominatimUrl: `${base}/nominatim`,
    tileUrl: `${base}/tiles/{z}/{x}/{y}.png`,
    googleBaseUrl: `${base}/google`,
    requests,
    reset() {
      requests.length = 0;
      flakySeen.clear();
    },
    close() {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve(undefined)));
    },
  };
}

// `node e2e/support/fake-maps-server.mjs [port]` runs it on its own, for trying the app by hand.
if (import.meta.url === `file://${process.argv[1]}`) {
  const fake = await startFakeMapsServer({ port: Number(process.argv[2] ?? 0) });
  console.log(`OVERPASS_URL=${fake.overpassUrl} NOMINATIM_URL=${fake.nominatimUrl} MAP_TILE_URL=${fake.tileUrl}`);
}
