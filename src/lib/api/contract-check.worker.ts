// Production contract checks off the main thread: zod and the contract's schemas load and run
// here, so parsing every answer again never blocks the page (see client.ts).
import { checkAnswerText, type CheckReply, type CheckRequest } from './contract-check';

const scope = globalThis as unknown as {
  onmessage: ((event: MessageEvent<CheckRequest>) => void) | null;
  postMessage: (reply: CheckReply) => void;
};

scope.onmessage = ({ data }) => {
  scope.postMessage({ id: data.id, result: checkAnswerText(data.key, data.text) });
};
