/** The login form's checks, spec learner.md §2 `/app/login`: both fields required, the id trimmed. */
import { describe, expect, it } from 'vitest';
import { copy } from '@app/shared/copy';
import { checkLogin } from './loginRules';

describe('login checks (learner.md §2 /app/login)', () => {
  it('asks for both fields when nothing is typed, the id first', () => {
    expect(checkLogin({ identifier: '', password: '' })).toEqual({
      errors: { identifier: copy.account.identifierRequired, password: copy.account.passwordRequired },
    });
  });

  it('counts an id of spaces as empty, and sends a typed id trimmed', () => {
    expect(checkLogin({ identifier: '   ', password: 'x' })).toEqual({
      errors: { identifier: copy.account.identifierRequired },
    });
    expect(checkLogin({ identifier: ' haneul01 ', password: ' secret ' })).toEqual({
      values: { identifier: 'haneul01', password: ' secret ' },
    });
  });
});
