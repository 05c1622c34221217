// The keyboard reader on the server, where the lists are rendered first: importing it touches no
// document (its listeners go on from the lists' effects, in the browser only).
import { describe, expect, it } from 'vitest';
import { readsByKeyboard } from '../../../src/utils/keyboard-reader';

describe('the keyboard reader on the server', () => {
  it('imports with no document, and nobody reads by keyboard there', () => {
    expect(typeof document).toBe('undefined');
    expect(readsByKeyboard()).toBe(false);
  });
});
