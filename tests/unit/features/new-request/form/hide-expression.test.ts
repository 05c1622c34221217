import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  compileHideExpression,
  isHidden,
} from '../../../../../src/features/new-request/form/hide-expression';
import { buildDataset } from '../../../../../fixtures/dataset';

describe('hideExpression', () => {
  const model = {
    frequency: 'once',
    rooms: { bedroom: 3 },
    pets: 'none',
    areas: ['kitchen', 'toilet'],
    age: '12',
  };

  it.each([
    ['model.frequency == "once"', true],
    ["model.frequency != 'once'", false],
    ['model.rooms.bedroom > 2', true],
    ['model.rooms.bedroom >= 4', false],
    ['model.rooms.bedroom < 2', false],
    ['model.rooms.bedroom > 2 && model.pets != "none"', false],
    ['model.rooms.bedroom > 2 || model.pets != "none"', true],
    ['!(model.frequency == "once")', false],
    ['(model.pets == "dog" || model.pets == "none") && model.rooms.bedroom <= 3', true],
    ['model.areas == "toilet"', true],
    ['model.areas != "bathroom"', true],
    ['model.age < 15', true],
    ['model.missing == null', false],
    ['model.missing < 1', true],
    ['model.rooms.missing < 1', true],
    ['model.frequency === "once" && true', true],
  ])('%s → %s', (expression, hidden) => {
    expect(isHidden(expression, model)).toBe(hidden);
  });

  it.each([
    'window.alert(1)',
    'model.frequency = "x"',
    'model.constructor.constructor("return 1")()',
    'model.a ==',
    '"unterminated',
    'model.a == "x" extra',
    'fetch("/")',
  ])('does not run or parse %s, and hides nothing', (expression) => {
    expect(compileHideExpression(expression)).toBeNull();
    expect(isHidden(expression, model)).toBe(false);
  });

  it('knows only its own literals: inherited names do not parse', () => {
    for (const name of ['constructor', 'toString', '__proto__', 'hasOwnProperty'])
      expect(compileHideExpression(name)).toBeNull();
  });

  it('does not reach prototype properties through a path', () => {
    expect(isHidden('model.toString == null', {})).toBe(false);
    expect(isHidden('model.__proto__ == null', {})).toBe(false);
  });

  it('parses every expression the fixture job types use', () => {
    const expressions = buildDataset().jobTypes.flatMap((jobType) =>
      jobType.fields.flatMap((field) => [
        field.hideExpression,
        ...('options' in field
          ? field.options.map((option) => ('hideExpression' in option ? option.hideExpression : undefined))
          : []),
      ]),
    );
    const used = expressions.filter((expression): expression is string => Boolean(expression));
    expect(used.length).toBeGreaterThan(20);
    for (const expression of used) expect(compileHideExpression(expression), expression).not.toBeNull();
  });

  it('compares numbers typed as text like numbers', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: 100 }), (count, bound) => {
        expect(isHidden(`model.count < ${bound}`, { count: String(count) })).toBe(count < bound);
        expect(isHidden(`model.count == ${bound}`, { count })).toBe(count === bound);
      }),
    );
  });
});
