/**
 * The import boundaries of DESIGN.md are enforced by lint: each forbidden direction is linted as
 * if the code lived in the room it would break, and must fail; each allowed one must pass.
 */
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

// The first lint loads the whole typed config (seconds on a busy machine): not any one case's time.
beforeAll(() => eslint.calculateConfigForFile('app/shared/copy/index.ts'), 60_000);

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((message) => message.message);
}

describe('import boundaries (DESIGN.md "Who may import whom")', () => {
  it.each([
    ['design-system/components/Fixture/Fixture.tsx', "import { api } from '@app/shared/api/client/api';\nexport const x = api;\n"],
    ['design-system/components/Fixture/Fixture.tsx', "import { x } from '../../../app/copy/ko';\nexport const y = x;\n"],
    ['design-system/components/Fixture/Fixture.tsx', "import { db } from '@mocks/db/database';\nexport const y = db;\n"],
    ['app/learner/fixture/Fixture.tsx', "import { db } from '@mocks/db/database';\nexport const y = db;\n"],
    ['app/learner/fixture/Fixture.tsx', "import { x } from '@scenarios/registry';\nexport const y = x;\n"],
    ['mocks/handlers/fixture.ts', "import { api } from '@app/shared/api/client/api';\nexport const y = api;\n"],
    ['scenarios/fixture.ts', "import { db } from '@mocks/db/database';\nexport const y = db;\n"],
    ['app/learner/fixture/Fixture.tsx', "import { x } from '@app/backoffice/shell/AdminLayout';\nexport const y = x;\n"],
    ['app/learner/fixture/Fixture.tsx', "import { x } from '../../backoffice/shell/AdminLayout';\nexport const y = x;\n"],
    ['app/backoffice/fixture/Fixture.tsx', "import { x } from '@app/learner/account/LoginPage';\nexport const y = x;\n"],
    ['app/backoffice/fixture/Fixture.tsx', "import { db } from '@mocks/db/database';\nexport const y = db;\n"],
    ['app/shared/fixture/Fixture.tsx', "import { x } from '@app/learner/account/LoginPage';\nexport const y = x;\n"],
    ['app/shared/fixture/Fixture.tsx', "import { x } from '@app/backoffice/shell/AdminLayout';\nexport const y = x;\n"],
    // Imports one way (issue 26): the contract and the rules it builds on never read the copy.
    ['app/shared/api/contract/fixture.ts', "import { copy } from '@app/shared/copy';\nexport const y = copy;\n"],
    ['app/shared/api/contract/fixture.ts', "import { backofficeOrdersCopy } from '@app/shared/copy/backofficeOrders';\nexport const y = backofficeOrdersCopy;\n"],
    ['app/shared/api/contract/fixture.ts', "import { accountCopy } from '../../copy/account';\nexport const y = accountCopy;\n"],
    ['app/shared/api/contract/fixture.ts', "import type { accountCopy } from '../../copy/account';\nexport type Y = typeof accountCopy;\n"],
    ['app/shared/lib/validation/fixture.ts', "import { copy } from '@app/shared/copy';\nexport const y = copy;\n"],
    ['app/shared/lib/validation/fixture.ts', "import { copy } from '../../copy';\nexport const y = copy;\n"],
    // The contract's own rule replaces app/shared's: the two sides stay forbidden there too.
    ['app/shared/api/contract/fixture.ts', "import { x } from '@app/backoffice/shell/AdminLayout';\nexport const y = x;\n"],
  ])('fails: %s importing a forbidden room', async (filePath, code) => {
    expect(await boundaryErrors(filePath, code)).not.toEqual([]);
  });

  it.each([
    ['app/learner/fixture/Fixture.tsx', "import { Button } from '@ds/components/Button';\nexport const y = Button;\n"],
    ['app/learner/fixture/Fixture.tsx', "import { copy } from '@app/shared/copy';\nexport const y = copy;\n"],
    ['app/backoffice/fixture/Fixture.tsx', "import { copy } from '@app/shared/copy';\nexport const y = copy;\n"],
    ['app/dev/fixture.ts', "import { db } from '@mocks/db/database';\nexport const y = db;\n"],
    ['mocks/handlers/fixture.ts', "import { accountEndpoints } from '@app/shared/api/contract/account';\nexport const y = accountEndpoints;\n"],
    ['mocks/backoffice/files/fixture.ts', "import { toCsv } from '@app/shared/lib/spreadsheet';\nexport const y = toCsv;\n"],
    ['scenarios/fixture.ts', "import { errorCodes } from '@app/shared/api/contract/errors';\nexport const y = errorCodes;\n"],
    ['app/shared/copy/fixture.ts', "import { carrierNames } from '@app/shared/api/contract/adminShippingRules';\nexport const y = carrierNames;\n"],
    ['app/shared/api/contract/fixture.ts', "import { validationMessages } from './validationMessages';\nexport const y = validationMessages;\n"],
    ['app/shared/lib/validation/fixture.ts', "import { validationMessages } from '@app/shared/api/contract/validationMessages';\nexport const y = validationMessages;\n"],
  ])('passes: %s importing an allowed room', async (filePath, code) => {
    expect(await boundaryErrors(filePath, code)).toEqual([]);
  });
});
