import { getToken } from './api.ts';
import { plainMessage } from './plain-errors.ts';

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
    throw new Error(plainMessage(0, undefined, Boolean(token)));
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { error?: string };
    throw new Error(plainMessage(response.status, body.error, Boolean(token)));
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
