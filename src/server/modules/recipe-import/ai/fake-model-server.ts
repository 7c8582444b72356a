import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** How the fake answers: a recipe as plain JSON, fenced, inside prose, broken JSON, HTTP 500, never, or a hang-up. */
export type FakeModelMode = 'good' | 'fenced' | 'prose' | 'malformed' | 'error' | 'slow' | 'hangup';

/** A recipe as a vision model returns it, a mixed number and a section included. */
export const FAKE_RECIPE = {
  '@type': 'Recipe',
  name: 'Model Pancakes',
  recipeYield: '4 servings',
  recipeIngredient: ['1 1/2 cups flour', '2 eggs'],
  recipeInstructions: ['Whisk.', { '@type': 'HowToSection', name: 'To cook', itemListElement: ['Fry until golden.'] }],
};

const completion = (content: string) => ({
  id: 'chatcmpl-fake',
  object: 'chat.completion',
  choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
});

/**
 * An OpenAI-compatible model server on 127.0.0.1 (`POST /v1/chat/completions`) for tests: it records
 * every request (headers and parsed body) and answers by `mode`.
 */
export async function startFakeModelServer() {
  const requests: { url: string; headers: IncomingMessage['headers']; body: Record<string, unknown> }[] = [];
  const state = { mode: 'good' as FakeModelMode };
  const content = JSON.stringify(FAKE_RECIPE);
  const answer = (res: ServerResponse, status: number, body: unknown) =>
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      requests.push({ url: req.url ?? '', headers: req.headers, body: JSON.parse(Buffer.concat(chunks).toString()) });
      if (req.url !== '/v1/chat/completions') return answer(res, 404, { error: 'not found' });
      switch (state.mode) {
        case 'good':
          return answer(res, 200, completion(content));
        case 'fenced':
          return answer(res, 200, completion('```json\n' + content + '\n```'));
        case 'prose':
          return answer(res, 200, completion(`Here is the recipe:\n${content}\nEnjoy!`));
        case 'malformed':
          return answer(res, 200, completion('{"name": "Pancakes", "recipeIngredient": ["1 cup'));
        case 'error':
          return answer(res, 500, { error: { message: 'model crashed' } });
        case 'slow':
          return; // never answers: the client's deadline ends it
        case 'hangup':
          return req.socket.destroy();
      }
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    requests,
    state,
    async close() {
      server.closeAllConnections();
      await new Promise((done) => server.close(done));
    },
  };
}
