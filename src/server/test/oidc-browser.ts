import type { FastifyInstance } from 'fastify';

/** Cookies by origin, as a browser keeps them (paths and expiry ignored but for deletion). */
export class CookieJar {
  private readonly byOrigin = new Map<string, Map<string, string>>();

  store(origin: string, setCookies: string[]) {
    const jar = this.byOrigin.get(origin) ?? new Map<string, string>();
    this.byOrigin.set(origin, jar);
    for (const line of setCookies) {
      const [pair, ...attributes] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const gone = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a)) || value === '';
      if (gone) jar.delete(name);
      else jar.set(name, value);
    }
  }

  header(origin: string): string {
    return [...(this.byOrigin.get(origin) ?? new Map<string, string>())].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  get(origin: string, name: string): string | undefined {
    return this.byOrigin.get(origin)?.get(name);
  }
}

const asList = (header: string | string[] | undefined) =>
  header === undefined ? [] : Array.isArray(header) ? header : [header];

/** One hop of a browser's journey: where it went and what it got. */
export interface Hop {
  url: URL;
  status: number;
  location: string | undefined;
  setCookies: string[];
}

/**
 * A browser for the sign-in flow over HTTP: follows redirects from `url` and keeps cookies, asking the app
 * (by inject, on `appOrigin`) or the provider (by fetch, on 127.0.0.1). `appFor` picks the app instance that
 * answers each request to the app's origin, so a flow can start on one instance and end on another.
 * Stops at the first answer that is not a redirect, or at the login page.
 */
export async function browse(
  url: string,
  {
    appOrigin,
    appFor,
    jar = new CookieJar(),
  }: { appOrigin: string; appFor: (path: string) => FastifyInstance; jar?: CookieJar },
): Promise<{ hops: Hop[]; final: URL; jar: CookieJar }> {
  const hops: Hop[] = [];
  let current = new URL(url);
  for (let n = 0; n < 20; n++) {
    let status: number;
    let location: string | undefined;
    let setCookies: string[];
    if (current.origin === appOrigin) {
      if (current.pathname === '/login') return { hops, final: current, jar };
      const res = await appFor(current.pathname).inject({
        method: 'GET',
        url: current.pathname + current.search,
        headers: { cookie: jar.header(appOrigin) },
      });
      status = res.statusCode;
      location = res.headers.location as string | undefined;
      setCookies = asList(res.headers['set-cookie']);
    } else {
      const res = await fetch(current, { redirect: 'manual', headers: { cookie: jar.header(current.origin) } });
      status = res.status;
      location = res.headers.get('location') ?? undefined;
      setCookies = res.headers.getSetCookie();
      await res.arrayBuffer();
    }
    jar.store(current.origin, setCookies);
    hops.push({ url: current, status, location, setCookies });
    if (status < 300 || status >= 400 || !location) return { hops, final: current, jar };
    current = new URL(location, current);
  }
  throw new Error(`Too many redirects, last ${current.href}`);
}
