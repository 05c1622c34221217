// The full chaos matrix (`npm run chaos`): every public route shape in ja and en, with every API
// call failing the same way — aborted, 500, 429, a malformed body, a body that breaks the contract.
import { expect, test } from '../helpers/e2e-test';
import { routeUnderFault } from './cells';
import { FAULTS } from './faults';
import { LANGUAGES, ROUTES } from './pages';
import { record } from './record';

for (const route of ROUTES) {
  for (const language of LANGUAGES) {
    for (const fault of FAULTS) {
      test(`${route.name} (${language}) × ${fault}`, async ({ page, request }) => {
        const problems = await routeUnderFault(page, request, route, language, fault);
        record({
          table: 'route × fault (every call)',
          row: `${route.name} ${language}`,
          column: fault,
          problems,
        });
        expect(problems).toEqual([]);
      });
    }
  }
}
