// Monitoring has one door (src/lib/monitoring/index.ts): its names are the lazy ones, and the
// modules behind it cannot be imported one by one from the rest of src/ (a planted import fails
// the lint), so the Sentry SDK cannot reach the first page by a wrong import.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../../helpers/spec';

const eslint = new ESLint({ cwd: repoRoot });

async function fenceErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${repoRoot}/${filePath}` });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'import-x/no-restricted-paths')
    .map((message) => message.message);
}

describe('the monitoring door', () => {
  it('offers only lazy entry points and types', async () => {
    const door = await import('../../../../src/lib/monitoring');
    expect(Object.keys(door).sort()).toEqual([
      'deferredAnalytics',
      'deferredExperiments',
      'initMonitoring',
      'loadWebVitals',
      'reportError',
      'setMonitoringUser',
    ]);
  });

  it.each([
    [
      'src/features/planted.ts',
      "import { captureError } from '../lib/monitoring/sentry';\nvoid captureError;\n",
    ],
    ['src/routes/planted.ts', "void import('../lib/monitoring/web-vitals');\n"],
    [
      'src/lib/session/planted.ts',
      "import type * as planted from '../monitoring/analytics';\nexport type P = typeof planted;\n",
    ],
  ])('%s reaching behind the door fails the lint', async (filePath, code) => {
    const errors = await fenceErrors(filePath, code);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/through src\/lib\/monitoring \(its index\)/);
  });

  it.each([
    ['src/features/planted.ts', "import { reportError } from '../lib/monitoring';\nvoid reportError;\n"],
    ['src/lib/monitoring/planted.ts', "import { captureError } from './sentry';\nvoid captureError;\n"],
  ])('%s through the door is allowed', async (filePath, code) => {
    expect(await fenceErrors(filePath, code)).toEqual([]);
  });
});
