import { getToken, notifyUnauthorized } from './api.ts';
import { failureOf } from './api-failure.ts';

/**
 * Downloads a file that needs the sign-in token (a link cannot send the Authorization header): fetches it,
 * then hands the bytes to the browser as a download named by the server. Throws plain words on failure.
 */
export async function downloadWithToken(url: string, fallbackName: string): Promise<void> {
  const token = getToken();
  let response: Response;
  try {
    response = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  } catch {
    throw new Error(failureOf(0, undefined, Boolean(token)).message);
  }
  if (!response.ok) {
    const failure = failureOf(response.status, await response.json().catch(() => undefined), Boolean(token));
    if (failure.code === 'UNAUTHENTICATED' && token) notifyUnauthorized();
    throw new Error(failure.message);
  }
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  const href = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
