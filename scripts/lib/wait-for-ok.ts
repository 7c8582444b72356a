const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Asks `url` every 100 ms until it answers 2xx; throws after `tries` asks (a server that never came up). */
export async function waitForOk(url: string, headers: Record<string, string> = {}, tries = 1200): Promise<void> {
  for (let i = 0; i < tries; i++) {
    try {
      if ((await fetch(url, { headers })).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  throw new Error(`${url} did not answer`);
}
