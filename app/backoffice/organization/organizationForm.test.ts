/** The site organization form's rules (backoffice.md §5 short text, common-text normalisation). */
import { describe, expect, it } from 'vitest';
import { copy } from '@app/shared/copy';
import { organizationFormSchema, toCorporation } from './organizationForm';

const valid = { serviceName: '클래스', supportTel: '1588-1234', email: 'help@klass.test' };
const firstMessage = (values: typeof valid) => {
  const result = organizationFormSchema.safeParse(values);
  return result.success ? null : result.error.issues[0]?.message;
};

describe('site organization form', () => {
  it('normalises the service name: trimmed, repeated whitespace collapsed to one space', () => {
    expect(organizationFormSchema.parse({ ...valid, serviceName: '  클래스   아카데미 ' }).serviceName).toBe('클래스 아카데미');
  });

  it('short text is 1 to 30 characters', () => {
    expect(firstMessage({ ...valid, serviceName: '   ' })).toBe(copy.backoffice.serviceNameRule);
    expect(firstMessage({ ...valid, serviceName: '가'.repeat(31) })).toBe(copy.backoffice.serviceNameRule);
    expect(firstMessage({ ...valid, serviceName: '가'.repeat(30) })).toBeNull();
  });

  it('the support telephone may be left empty, which sends none', () => {
    expect(toCorporation(organizationFormSchema.parse({ ...valid, supportTel: '' })).supportTel).toBeNull();
  });

  it.each(['02-123-4567', '1588-1234', '010-1234-5678'])('accepts the telephone %s', (supportTel) => {
    expect(firstMessage({ ...valid, supportTel })).toBeNull();
  });

  it.each(['12', '1588-12345678', '010-abcd-5678'])('refuses the telephone %s', (supportTel) => {
    expect(firstMessage({ ...valid, supportTel })).toBe(copy.backoffice.supportTelRule);
  });

  it('the e-mail follows the e-mail rule', () => {
    expect(firstMessage({ ...valid, email: 'help' })).toBe(copy.account.validation.emailFormat);
  });
});
