// Whether one answer keeps the contract, for what its request was: the status (documented, and
// 2xx / below 500 / 4xx / 401 by the kind of request), the headers (content type, documented
// headers) and the body (Ajv, strict, closed schemas closed).
import type { ErrorObject } from '@redocly/ajv';
import type { Contract, ContractOperation, JsonSchema } from './contract';
import type { Expectation } from './cases';
import type { VerifyResponse } from './requests';

export type FailureKind =
  | 'server-error'
  | 'unexpected-status'
  | 'undocumented-status'
  | 'content-type'
  | 'header'
  | 'body'
  | 'network';

export interface Problem {
  kind: FailureKind;
  message: string;
}

const describeErrors = (errors: ErrorObject[] | null | undefined) =>
  (errors ?? [])
    .slice(0, 5)
    .map((error) => {
      const extra =
        error.keyword === 'additionalProperties' ? ` (${String(error.params.additionalProperty)})` : '';
      return `${error.instancePath || '/'} ${error.message ?? error.keyword}${extra}`;
    })
    .join('; ');

function statusProblem(expectation: Expectation, status: number): Problem | undefined {
  const is2xx = status >= 200 && status < 300;
  const is4xx = status >= 400 && status < 500;
  if (status >= 500 && expectation !== 'invalid' && expectation !== 'unauthenticated')
    return { kind: 'server-error', message: `${status} on a valid request` };
  switch (expectation) {
    case 'replay':
      return is2xx
        ? undefined
        : {
            kind: 'unexpected-status',
            message: `${status} where a valid request with real ids must succeed (2xx)`,
          };
    case 'valid':
      return undefined;
    case 'invalid':
      return is4xx
        ? undefined
        : {
            kind: 'unexpected-status',
            message: `${status} where a request that breaks the contract must get a 4xx`,
          };
    case 'unauthenticated':
      return status === 401
        ? undefined
        : {
            kind: 'unexpected-status',
            message: `${status} where a call without its access token must get 401`,
          };
  }
}

const coerce = (value: string, schema: JsonSchema | undefined): unknown =>
  schema?.type === 'integer' || schema?.type === 'number' ? Number(value) : value;

export function checkResponse(
  contract: Contract,
  operation: ContractOperation,
  expectation: Expectation,
  response: VerifyResponse,
): Problem[] {
  const problems: Problem[] = [];
  const status = statusProblem(expectation, response.status);
  if (status) problems.push(status);
  const documented =
    operation.responses[String(response.status)] ??
    operation.responses[`${String(response.status)[0]}XX`] ??
    operation.responses.default;
  if (!documented) {
    problems.push({
      kind: 'undocumented-status',
      message: `${response.status} is not documented for ${operation.operationId} (documented: ${Object.keys(operation.responses).join(', ')})`,
    });
    return problems;
  }
  for (const [name, header] of Object.entries(documented.headers)) {
    const value = response.headers[name];
    if (value === undefined) {
      if (header.required) problems.push({ kind: 'header', message: `header ${name} is required` });
      continue;
    }
    if (header.schema && !contract.validator(header.schema)(coerce(value, header.schema)))
      problems.push({
        kind: 'header',
        message: `header ${name}: ${JSON.stringify(value)} does not fit its schema`,
      });
  }
  const mediaTypes = Object.keys(documented.content);
  if (operation.method === 'head' || mediaTypes.length === 0) {
    if (operation.method !== 'head' && response.text.trim() !== '')
      problems.push({ kind: 'body', message: `a body where ${response.status} documents none` });
    return problems;
  }
  const contentType = (response.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  const mediaType = mediaTypes.find((type) => type.toLowerCase() === contentType);
  if (!mediaType) {
    problems.push({
      kind: 'content-type',
      message: `content-type ${contentType || '(none)'}; documented: ${mediaTypes.join(', ')}`,
    });
    return problems;
  }
  const schema = documented.content[mediaType];
  if (!schema || !mediaType.includes('json')) return problems;
  let body: unknown;
  try {
    body = JSON.parse(response.text);
  } catch {
    problems.push({ kind: 'body', message: `the body is not JSON: ${response.text.slice(0, 80)}` });
    return problems;
  }
  const validate = contract.validator(schema);
  if (!validate(body))
    problems.push({ kind: 'body', message: `${response.status} body: ${describeErrors(validate.errors)}` });
  return problems;
}
