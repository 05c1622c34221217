// What a refused pro registration says to the visitor.
import { isApiError, NetworkError } from '../../api';

/**
 * §8: a registration failure throws with the server's response text — shown as the server wrote
 * it (the error body's message), or what the failure was when no answer came.
 */
export function registrationFailureText(error: unknown): string | undefined {
  if (isApiError(error)) return error.body?.error.message ?? error.message;
  if (error instanceof NetworkError) return undefined;
  return error instanceof Error ? error.message : undefined;
}
