import { badGateway, badRequest, RateLimitedError } from '../../../lib/errors.ts';
import type { LineParser, RecipeDraft } from '../draft.ts';
import { askModel, UNREADABLE_REPLY, type ModelInput, type ModelServer } from './model-client.ts';
import { draftFromModelContent } from './model-reply.ts';
import type { ModelUsageRepository } from './usage-repository.ts';

export const NO_MODEL_SERVER = 'No model server is set up';

export interface ModelReaderDeps {
  /** null when IMPORT_AI_BASE_URL is unset. */
  server: ModelServer | null;
  /** Calls per UTC day, all instances together. */
  dailyLimit: number;
  usage: ModelUsageRepository;
  parseLine: LineParser;
  now?: () => Date;
}

/** The optional model server (`engine: ai`): one call per read, within the day's cap. */
export function createModelReader(deps: ModelReaderDeps) {
  const now = deps.now ?? (() => new Date());

  return {
    /** Throws the 400 of `engine: ai` without a model server; call before any costly preparation. */
    requireConfigured(): ModelServer {
      if (!deps.server) throw badRequest(NO_MODEL_SERVER, { engine: NO_MODEL_SERVER });
      return deps.server;
    },

    /**
     * Pictures and text read by the model into a draft. The call is counted before it is made, so a call
     * that fails counts too; with the day's calls used up, 429 and no call.
     */
    async read(input: ModelInput): Promise<RecipeDraft> {
      const server = this.requireConfigured();
      const at = now();
      if (!(await deps.usage.take(deps.dailyLimit, at))) {
        const untilMidnight = Math.ceil((86_400_000 - (at.getTime() % 86_400_000)) / 1000);
        throw new RateLimitedError(untilMidnight, `Today's limit of ${deps.dailyLimit} model calls is used up`);
      }
      const content = await askModel(server, input);
      const draft = draftFromModelContent(content, deps.parseLine);
      if (!draft) throw badGateway(UNREADABLE_REPLY);
      return draft;
    },

    /** For GET /api/recipes/import/engines. */
    async status() {
      return {
        configured: deps.server !== null,
        model: deps.server?.model ?? null,
        usedToday: await deps.usage.used(now()),
        dailyLimit: deps.dailyLimit,
      };
    },
  };
}
export type ModelReader = ReturnType<typeof createModelReader>;
