/**
 * `hideExpression`s of job-type fields and options (contract `HideExpression`), evaluated without
 * `eval`: a tokenizer and a recursive-descent parser for the small language the job types use —
 *
 *   expression  := or
 *   or          := and ( "||" and )*
 *   and         := unary ( "&&" unary )*
 *   unary       := "!" unary | comparison
 *   comparison  := operand ( ( "==" | "!=" | "===" | "!==" | "<" | "<=" | ">" | ">=" ) operand )?
 *   operand     := number | string | true | false | null | path | "(" expression ")"
 *   path        := "model" ( "." name )*
 *
 * A path reads the form's answers (`model.rooms.bedroom` is the bedroom counter); a missing answer
 * reads as `undefined`. An array answer (checkboxes) compared with `==` / `!=` to a string asks
 * whether the value is among the chosen ones. An expression that does not parse hides nothing: the
 * question is better asked than lost.
 */

type Token =
  | { kind: 'number'; value: number }
  | { kind: 'string'; value: string }
  | { kind: 'name'; value: string }
  | { kind: 'op'; value: string };

const OPERATORS = ['===', '!==', '==', '!=', '<=', '>=', '&&', '||', '<', '>', '!', '(', ')', '.'];

function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  let at = 0;
  while (at < source.length) {
    const char = source[at]!;
    if (/\s/.test(char)) {
      at += 1;
      continue;
    }
    if (char === '"' || char === "'") {
      const end = source.indexOf(char, at + 1);
      if (end < 0) throw new SyntaxError('unterminated string');
      tokens.push({ kind: 'string', value: source.slice(at + 1, end) });
      at = end + 1;
      continue;
    }
    const number = /^-?\d+(?:\.\d+)?/.exec(source.slice(at));
    if (number && (char !== '-' || tokens.length === 0 || tokens[tokens.length - 1]!.kind === 'op')) {
      tokens.push({ kind: 'number', value: Number(number[0]) });
      at += number[0].length;
      continue;
    }
    const name = /^[A-Za-z_][A-Za-z0-9_]*/.exec(source.slice(at));
    if (name) {
      tokens.push({ kind: 'name', value: name[0] });
      at += name[0].length;
      continue;
    }
    const operator = OPERATORS.find((candidate) => source.startsWith(candidate, at));
    if (!operator) throw new SyntaxError(`unexpected "${char}"`);
    tokens.push({ kind: 'op', value: operator });
    at += operator.length;
  }
  return tokens;
}

/** A parsed expression: a function of the answers. */
export type Condition = (model: Readonly<Record<string, unknown>>) => boolean;
type Operand = (model: Readonly<Record<string, unknown>>) => unknown;

const LITERALS: Record<string, unknown> = { true: true, false: false, null: null, undefined };

function parse(tokens: Token[]): Operand {
  let at = 0;
  const peek = () => tokens[at];
  const isOp = (value: string) => {
    const token = peek();
    return token?.kind === 'op' && token.value === value;
  };
  const expectOp = (value: string) => {
    if (!isOp(value)) throw new SyntaxError(`expected "${value}"`);
    at += 1;
  };

  function operand(): Operand {
    const token = peek();
    if (!token) throw new SyntaxError('unexpected end');
    at += 1;
    if (token.kind === 'number' || token.kind === 'string') return () => token.value;
    if (token.kind === 'op' && token.value === '(') {
      const inner = or();
      expectOp(')');
      return inner;
    }
    if (token.kind === 'name') {
      if (Object.hasOwn(LITERALS, token.value)) return () => LITERALS[token.value];
      if (token.value !== 'model') throw new SyntaxError(`unknown name "${token.value}"`);
      const path: string[] = [];
      while (isOp('.')) {
        at += 1;
        const part = peek();
        if (part?.kind !== 'name') throw new SyntaxError('expected a name after "."');
        path.push(part.value);
        at += 1;
      }
      return (model) => readPath(model, path);
    }
    throw new SyntaxError(`unexpected "${token.value}"`);
  }

  function comparison(): Operand {
    const left = operand();
    const token = peek();
    if (token?.kind !== 'op' || !['==', '!=', '===', '!==', '<', '<=', '>', '>='].includes(token.value))
      return left;
    at += 1;
    const right = operand();
    return (model) => compare(token.value, left(model), right(model));
  }

  function unary(): Operand {
    if (isOp('!')) {
      at += 1;
      const inner = unary();
      return (model) => !inner(model);
    }
    return comparison();
  }

  function and(): Operand {
    let left = unary();
    while (isOp('&&')) {
      at += 1;
      const [first, second] = [left, unary()];
      left = (model) => Boolean(first(model)) && Boolean(second(model));
    }
    return left;
  }

  function or(): Operand {
    let left = and();
    while (isOp('||')) {
      at += 1;
      const [first, second] = [left, and()];
      left = (model) => Boolean(first(model)) || Boolean(second(model));
    }
    return left;
  }

  const root = or();
  if (at !== tokens.length) throw new SyntaxError('unexpected trailing input');
  return root;
}

function readPath(model: Readonly<Record<string, unknown>>, path: readonly string[]): unknown {
  let value: unknown = model;
  for (const part of path) {
    if (value === null || typeof value !== 'object' || !Object.hasOwn(value, part)) return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

/** Numbers typed into inputs arrive as strings: compare them as numbers when both sides can be. */
const asNumber = (value: unknown): number | undefined => {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value.trim() !== '' && !Number.isNaN(Number(value))) return Number(value);
  return undefined;
};

function equals(left: unknown, right: unknown): boolean {
  if (Array.isArray(left)) return left.includes(right);
  if (Array.isArray(right)) return right.includes(left);
  const [a, b] = [asNumber(left), asNumber(right)];
  if (a !== undefined && b !== undefined) return a === b;
  return left === right;
}

function compare(operator: string, left: unknown, right: unknown): boolean {
  if (operator === '==' || operator === '===') return equals(left, right);
  if (operator === '!=' || operator === '!==') return !equals(left, right);
  // An unanswered counter counts as its default, 0.
  const a = asNumber(left ?? 0);
  const b = asNumber(right ?? 0);
  if (a === undefined || b === undefined) return false;
  if (operator === '<') return a < b;
  if (operator === '<=') return a <= b;
  if (operator === '>') return a > b;
  return a >= b;
}

const cache = new Map<string, Condition | null>();

/** The condition of `source`, or `null` when it does not parse (cached: forms re-evaluate often). */
export function compileHideExpression(source: string): Condition | null {
  if (!cache.has(source)) {
    try {
      const evaluate = parse(tokenize(source));
      cache.set(source, (model) => Boolean(evaluate(model)));
    } catch {
      cache.set(source, null);
    }
  }
  return cache.get(source) ?? null;
}

/** Whether a field or option with this `hideExpression` is hidden for these answers. */
export function isHidden(expression: string | undefined, model: Readonly<Record<string, unknown>>): boolean {
  if (!expression) return false;
  return compileHideExpression(expression)?.(model) ?? false;
}
