/**
 * The seeded logins are what people type first (docs/logins.md), and what the bulk-register sample
 * copies: each password must be one the product itself accepts, or the first password a tester
 * copies into a member form is refused (issue 38 found every seeded password held a "-").
 */
import { describe, expect, it } from 'vitest';
import { passwordRule } from '@app/shared/lib/validation/account';
import { seededOperators } from '@mocks/backoffice/seed';
import { seededLogins } from './seed';

const logins = [...Object.entries(seededLogins), ...Object.entries(seededOperators)];

describe('learner.md §5 "Password: 10 to 20 characters from letters, digits and the symbols ~!@#$%^&*()_+=, combining at least 2 kinds"', () => {
  it.each(logins)('the seeded %s password follows it', (_who, login) => {
    expect(passwordRule.safeParse(login.password).success).toBe(true);
  });
});
