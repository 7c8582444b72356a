import { describe, expect, it } from 'vitest';
import { createOcrWorker } from './ocr-worker.ts';

/** A job's preparation that waits until the test lets it fail (no picture reaches tesseract). */
function heldPreparation(started: string[], name: string) {
  let fail!: () => void;
  const ready = new Promise<Buffer>((_resolve, reject) => {
    fail = () => reject(new Error(`${name} stopped`));
  });
  return {
    prepare: () => {
      started.push(name);
      return ready;
    },
    fail,
  };
}

describe('createOcrWorker', () => {
  it('runs one job at a time and refuses with 503 beyond the jobs allowed to wait', async () => {
    const ocr = createOcrWorker({ maxWaiting: 1 });
    const started: string[] = [];
    const first = heldPreparation(started, 'first');
    const second = heldPreparation(started, 'second');
    const running = ocr.recognize(first.prepare);
    const waiting = ocr.recognize(second.prepare);
    await expect(ocr.recognize(() => Promise.resolve(Buffer.alloc(0)))).rejects.toMatchObject({
      status: 503,
      code: 'UNAVAILABLE',
    });
    await Promise.resolve();
    expect(started).toEqual(['first']);
    first.fail();
    await expect(running).rejects.toThrow('first stopped');
    await expect.poll(() => started).toEqual(['first', 'second']);
    second.fail();
    await expect(waiting).rejects.toThrow('second stopped');
    // Both finished: room again for a job behind a running one.
    const third = heldPreparation(started, 'third');
    const again = ocr.recognize(third.prepare);
    await expect.poll(() => started).toEqual(['first', 'second', 'third']);
    third.fail();
    await expect(again).rejects.toThrow('third stopped');
    await ocr.close();
  });
});
