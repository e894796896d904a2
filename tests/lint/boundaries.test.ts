/**
 * The import boundaries of DESIGN.md are enforced by lint: each forbidden direction is linted as
 * if the code lived in the room it would break, and must fail; each allowed one must pass.
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((message) => message.message);
}

describe('import boundaries (DESIGN.md "Who may import whom")', () => {
  it.each([
    ['design-system/components/Fixture/Fixture.tsx', "import { api } from '@app/api/client/api';\nexport const x = api;\n"],
    ['design-system/components/Fixture/Fixture.tsx', "import { x } from '../../../app/copy/ko';\nexport const y = x;\n"],
    ['design-system/components/Fixture/Fixture.tsx', "import { db } from '@mocks/db/database';\nexport const y = db;\n"],
    ['app/features/fixture/Fixture.tsx', "import { db } from '@mocks/db/database';\nexport const y = db;\n"],
    ['app/features/fixture/Fixture.tsx', "import { x } from '@scenarios/registry';\nexport const y = x;\n"],
    ['mocks/handlers/fixture.ts', "import { api } from '@app/api/client/api';\nexport const y = api;\n"],
    ['scenarios/fixture.ts', "import { db } from '@mocks/db/database';\nexport const y = db;\n"],
  ])('fails: %s importing a forbidden room', async (filePath, code) => {
    expect(await boundaryErrors(filePath, code)).not.toEqual([]);
  });

  it.each([
    ['app/features/fixture/Fixture.tsx', "import { Button } from '@ds/components/Button';\nexport const y = Button;\n"],
    ['app/dev/fixture.ts', "import { db } from '@mocks/db/database';\nexport const y = db;\n"],
    ['mocks/handlers/fixture.ts', "import { accountEndpoints } from '@app/api/contract/account';\nexport const y = accountEndpoints;\n"],
    ['scenarios/fixture.ts', "import { errorCodes } from '@app/api/contract/errors';\nexport const y = errorCodes;\n"],
  ])('passes: %s importing an allowed room', async (filePath, code) => {
    expect(await boundaryErrors(filePath, code)).toEqual([]);
  });
});
