// Production contract checks, off the page's critical path: the client (./client.ts) loads this
// module with its first check, once the page has settled. The checks run in a worker
// (./contract-check.worker.ts), or in place where there is none.
import type { CheckReply, CheckRequest, CheckResult } from './contract-check';

/** A worker that has not answered a check within this time is given up for the session. */
const WORKER_ANSWER_MS = 10_000;

/**
 * Production contract checks in a worker, created on the first check. Where workers are missing,
 * or the worker fails or stops answering, the checks run in place (the pending ones too).
 */
export function backgroundChecker() {
  let worker: Worker | null | undefined;
  let nextId = 0;
  const pending = new Map<
    number,
    {
      key: string;
      text: string;
      done: (result: CheckResult | undefined) => void;
      timer: ReturnType<typeof setTimeout>;
    }
  >();
  const inPlace = async (key: string, text: string) =>
    (await import('./contract-check')).checkAnswerText(key, text);

  const giveUp = () => {
    worker?.terminate();
    worker = null;
    for (const [id, { key, text, done, timer }] of pending) {
      clearTimeout(timer);
      pending.delete(id);
      void inPlace(key, text).then(done, () => done(undefined));
    }
  };

  const start = (): Worker | null => {
    if (worker !== undefined) return worker;
    try {
      worker =
        typeof Worker === 'function'
          ? new Worker(new URL('./contract-check.worker.ts', import.meta.url), { type: 'module' })
          : null;
    } catch {
      worker = null;
    }
    worker?.addEventListener('message', ({ data }: MessageEvent<CheckReply>) => {
      const entry = pending.get(data.id);
      if (!entry) return;
      clearTimeout(entry.timer);
      pending.delete(data.id);
      entry.done(data.result);
    });
    worker?.addEventListener('error', (event) => {
      // Handled here: not a page error for the global handlers (Sentry) to report.
      event.preventDefault();
      giveUp();
    });
    return worker;
  };

  return {
    check(key: string, text: string): Promise<CheckResult | undefined> {
      const target = start();
      if (!target) return inPlace(key, text);
      const id = (nextId += 1);
      return new Promise((done) => {
        pending.set(id, { key, text, done, timer: setTimeout(giveUp, WORKER_ANSWER_MS) });
        target.postMessage({ id, key, text } satisfies CheckRequest);
      });
    },
  };
}

export type BackgroundChecker = ReturnType<typeof backgroundChecker>;
