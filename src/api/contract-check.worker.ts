// Production contract checks off the main thread: zod and the contract's schemas load and run
// here, so parsing every answer again never blocks the page (see background-check.ts).
import { checkAnswerText, type CheckReply, type CheckRequest } from './contract-check';

const scope = globalThis as unknown as {
  onmessage: ((event: MessageEvent<CheckRequest>) => void) | null;
  postMessage: (reply: CheckReply) => void;
};

scope.onmessage = ({ data }) => {
  let result: CheckReply['result'];
  try {
    result = checkAnswerText(data.key, data.text);
  } catch {
    // A check that cannot run is no violation; the worker stays up for the next one.
    result = undefined;
  }
  scope.postMessage({ id: data.id, result });
};
