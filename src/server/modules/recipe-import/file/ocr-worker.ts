import { join } from 'node:path';
import type { Worker } from 'tesseract.js';
import { AppError } from '../../../lib/errors.ts';

/**
 * tesseract's English data from the npm package @tesseract.js-data/eng, read from disk, never downloaded.
 * The package's `langPath` is its `4.0.0` folder (legacy and LSTM models, 10.9 MB); the LSTM-only engine
 * needs only its sibling `4.0.0_best_int` (2.9 MB, what tesseract.js would fetch from a CDN for it).
 */
const englishData = async () => {
  const { default: english } = await import('@tesseract.js-data/eng');
  return { langPath: join(english.langPath, '..', '4.0.0_best_int'), gzip: english.gzip };
};

/**
 * One tesseract worker for the app: created on the first picture (start-up pays nothing), reused by every
 * later one (loading the data costs about half a second), and terminated by `close` when the app closes.
 * Jobs run one at a time through `run`, so at most one decoded picture is in the worker at once.
 */
export function createOcrWorker({ maxWaiting = 8 }: { maxWaiting?: number } = {}) {
  let worker: Promise<Worker> | null = null;
  let queue: Promise<unknown> = Promise.resolve();
  // Jobs accepted and not finished, the running one included.
  let pending = 0;

  function started(): Promise<Worker> {
    worker ??= (async () => {
      // tesseract.js is loaded here too, so a server that reads no picture never holds it.
      const [{ createWorker, OEM }, english] = await Promise.all([import('tesseract.js'), englishData()]);
      const created = await createWorker('eng', OEM.LSTM_ONLY, {
        langPath: english.langPath,
        gzip: english.gzip,
        // 'none': read the data from the package, never write a cached copy into the working folder.
        cacheMethod: 'none',
      });
      // Pictures carry no reliable resolution; 300 dpi is what tesseract's page layout expects of print.
      await created.setParameters({ user_defined_dpi: '300' });
      return created;
    })();
    // A failed start is retried by the next picture rather than kept.
    worker.catch(() => {
      worker = null;
    });
    return worker;
  }

  return {
    /**
     * Runs one job after the ones before it: `prepare` (decoding the upload) and the recognition of what
     * it returns both happen in the job's turn. Resolves with the recognised text. Beyond `maxWaiting`
     * jobs behind the running one, 503 at once: each waiting upload holds up to 15 MiB.
     */
    recognize(prepare: () => Promise<Buffer>): Promise<string> {
      if (pending > maxWaiting) {
        return Promise.reject(
          new AppError(503, 'UNAVAILABLE', 'Too many pictures are being read: try again in a minute'),
        );
      }
      pending++;
      const job = queue.then(async () => {
        const picture = await prepare();
        const ocr = await started();
        const { data } = await ocr.recognize(picture, { rotateAuto: true });
        return data.text;
      });
      queue = job.catch(() => undefined).finally(() => pending--);
      return job;
    },

    /** Ends the worker, if one was started. */
    async close(): Promise<void> {
      const running = worker;
      worker = null;
      if (running) await (await running.catch(() => null))?.terminate();
    },
  };
}
export type OcrWorker = ReturnType<typeof createOcrWorker>;
