// Stylesheets for component tests in jsdom, which lays nothing out but applies a stylesheet's rules
// (those outside media queries: a phone's, the CSS being mobile first) to getComputedStyle.
import { readFileSync } from 'node:fs';

/**
 * Adds the stylesheet at `file` (a path from the project's root) to the document. A CSS module's
 * class names are written as the test build names them in the rendered page (`classes`: what the
 * module's import gives), and its `:global(…)` selectors as plain ones. Empty the document's head
 * after the test.
 */
export function applyStylesheet(file: string, classes: Record<string, string> = {}) {
  // The test build's module object names any class asked for: only the module's own are renamed.
  const css = readFileSync(file, 'utf8').replace(
    /:global\(([^)]*)\)|\.([a-zA-Z][\w-]*)/g,
    (match, global: string | undefined, name: string | undefined) =>
      global ?? (name && classes[name] ? `.${classes[name]}` : match),
  );
  const style = document.createElement('style');
  style.textContent = css;
  document.head.append(style);
}

const tokens = readFileSync('src/app/tokens.css', 'utf8');

/** The value of a design token of tokens.css's :root (`tap-target` → `44px`). */
export const tokenValue = (name: string) => new RegExp(`--${name}:\\s*([^;]+);`).exec(tokens)?.[1];
