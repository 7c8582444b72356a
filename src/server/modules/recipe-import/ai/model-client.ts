import { badGateway, gatewayTimeout } from '../../../lib/errors.ts';
import { RECIPE_JSON_SCHEMA, RECIPE_PROMPT, RECIPE_SCHEMA_NAME } from './recipe-json-schema.ts';

/** Where the OpenAI-compatible model server is (config IMPORT_AI_*). */
export interface ModelServer {
  baseUrl: string;
  model: string;
  key: string | undefined;
  timeoutMs: number;
}

/** What the model reads: pictures (JPEG bytes) and text. */
export interface ModelInput {
  jpegs: Buffer[];
  text: string | null;
}

/** A reply body larger than this is no recipe; reading stops there. */
const MAX_REPLY_BYTES = 4 * 1024 * 1024;

export const UNREADABLE_REPLY = "The model server's answer was not a recipe we could read";

function requestBody(server: ModelServer, input: ModelInput) {
  const content: unknown[] = [{ type: 'text', text: RECIPE_PROMPT }];
  if (input.text) content.push({ type: 'text', text: input.text });
  for (const jpeg of input.jpegs) {
    content.push({ type: 'image_url', image_url: { url: `data:image/jpeg;base64,${jpeg.toString('base64')}` } });
  }
  return {
    model: server.model,
    messages: [{ role: 'user', content }],
    temperature: 0,
    response_format: { type: 'json_schema', json_schema: { name: RECIPE_SCHEMA_NAME, schema: RECIPE_JSON_SCHEMA } },
  };
}

async function boundedText(response: Response): Promise<string> {
  const reader = response.body?.getReader();
  if (!reader) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_REPLY_BYTES) {
      await reader.cancel();
      throw badGateway(UNREADABLE_REPLY);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * One `POST {base}/chat/completions`, asking for a schema.org Recipe by JSON Schema; resolves with
 * `choices[0].message.content`. 502 for an HTTP error, a server that cannot be reached or a reply with no
 * content; 504 when the whole exchange takes longer than the server's timeout.
 */
export async function askModel(server: ModelServer, input: ModelInput): Promise<string> {
  const seconds = Math.round(server.timeoutMs / 1000);
  const signal = AbortSignal.timeout(server.timeoutMs);
  try {
    const response = await fetch(`${server.baseUrl.replace(/\/+$/, '')}/chat/completions`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(server.key ? { authorization: `Bearer ${server.key}` } : {}),
      },
      body: JSON.stringify(requestBody(server, input)),
      signal,
    });
    const body = await boundedText(response);
    if (!response.ok) throw badGateway(`The model server answered with an error (HTTP ${response.status})`);
    let reply: { choices?: { message?: { content?: unknown } }[] };
    try {
      reply = JSON.parse(body) as typeof reply;
    } catch {
      throw badGateway(UNREADABLE_REPLY);
    }
    const content = reply.choices?.[0]?.message?.content;
    if (typeof content !== 'string') throw badGateway(UNREADABLE_REPLY);
    return content;
  } catch (err) {
    if (signal.aborted)
      throw gatewayTimeout(`The model server did not answer within ${seconds} second${seconds === 1 ? '' : 's'}`);
    if (err instanceof Error && err.name === 'AppError') throw err;
    throw badGateway('We could not reach the model server');
  }
}
