// The chaos matrix: each cell (route × fault, or one call failed alone) appends its verdict to a
// JSON-lines file (a failed test restarts Playwright's worker, so memory would lose the cells); the
// global teardown prints the matrix and writes it next to the lines.
import { appendFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const REPORT_DIR = process.env.CHAOS_REPORT_DIR ?? path.resolve('chaos-report');
const LINES = path.join(REPORT_DIR, 'cells.jsonl');

export interface Cell {
  table: string;
  row: string;
  column: string;
  problems: string[];
}

export function startReport(): void {
  rmSync(LINES, { force: true });
  mkdirSync(REPORT_DIR, { recursive: true });
}

export function record(cell: Cell): void {
  mkdirSync(REPORT_DIR, { recursive: true });
  appendFileSync(LINES, `${JSON.stringify(cell)}\n`);
}

function readCells(): Cell[] {
  try {
    return readFileSync(LINES, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Cell);
  } catch {
    return [];
  }
}

/** The matrices as text: one table per kind of run, ✓ or ✗ per cell, then each problem. */
export function renderReport(cells: Cell[]): string {
  const out: string[] = [];
  for (const table of [...new Set(cells.map((cell) => cell.table))]) {
    const inTable = cells.filter((cell) => cell.table === table);
    const rows = [...new Set(inTable.map((cell) => cell.row))];
    const columns = [...new Set(inTable.map((cell) => cell.column))];
    const width = Math.max(...rows.map((row) => row.length), 8);
    out.push(`## ${table}`, '', `${''.padEnd(width)} | ${columns.join(' | ')}`);
    for (const row of rows) {
      const marks = columns.map((column) => {
        const cell = inTable.find((entry) => entry.row === row && entry.column === column);
        const mark = !cell ? '·' : cell.problems.length === 0 ? '✓' : '✗';
        return mark.padEnd(column.length);
      });
      out.push(`${row.padEnd(width)} | ${marks.join(' | ')}`);
    }
    const failed = inTable.filter((cell) => cell.problems.length > 0);
    out.push(
      '',
      `${inTable.length} cells, ${inTable.length - failed.length} passed, ${failed.length} failed`,
      '',
    );
    for (const cell of failed) out.push(`- ${cell.row} × ${cell.column}: ${cell.problems.join('; ')}`);
    out.push('');
  }
  return out.join('\n');
}

export function finishReport(): void {
  const cells = readCells();
  if (cells.length === 0) return;
  const text = renderReport(cells);
  writeFileSync(path.join(REPORT_DIR, 'matrix.md'), `# Chaos matrix\n\n${text}`);
  console.log(`\n${text}\nwritten to ${path.join(REPORT_DIR, 'matrix.md')}`);
}
