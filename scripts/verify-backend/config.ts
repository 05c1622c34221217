// The config of verify:backend: what the contract's examples cannot know about one server — its
// real ids, keys and tokens. `scripts/verify-backend/mock-kit.config.json` is the mock kit's own
// config and the documented example; README "For backend teams" explains every field.
import { readFileSync } from 'node:fs';
import { z } from 'zod';

const values = z.record(z.string(), z.unknown());

const operationConfig = z
  .object({
    /** Path, query and header parameter values for this operation, by parameter name. */
    parameters: values.optional(),
    /** The request body to replay (instead of the contract's example). */
    body: z.unknown().optional(),
    /**
     * Extra headers of this operation's requests (over the common ones): e.g. what keeps a destructive
     * call's writes away from the account the other calls use.
     */
    headers: z.record(z.string(), z.string()).optional(),
    /** The token this operation is called with (e.g. a pro's for a pro-only call). */
    token: z.string().optional(),
    /** Why the operation is not called at all (the reason goes into the report). */
    skip: z.string().optional(),
  })
  .strict();

export const configSchema = z
  .object({
    $comment: z.string().optional(),
    /** Headers every request carries (x-ui-language, x-device, client…). */
    headers: z.record(z.string(), z.string()).default({}),
    /** The token of signed-in calls and the header it goes in. */
    auth: z
      .object({ header: z.string().default('x-access-token'), token: z.string() })
      .strict()
      .optional(),
    /** Parameter values for every operation, by parameter name (e.g. jobTypeId, prefectureKey). */
    parameters: values.default({}),
    /** Per operation id: parameters, body, token or skip. */
    operations: z.record(z.string(), operationConfig).default({}),
  })
  .strict();

export type VerifyConfig = z.infer<typeof configSchema>;

export function loadConfig(file: string | undefined): VerifyConfig {
  if (!file) return configSchema.parse({});
  const parsed = configSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success)
    throw new Error(`${file} is not a verify:backend config:\n${z.prettifyError(parsed.error)}`);
  return parsed.data;
}
