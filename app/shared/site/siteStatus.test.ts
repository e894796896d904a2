/** Site-status rules of spec learner.md §2 and §4. */
import { describe, expect, it } from 'vitest';
import { customText, siteGate, supportContact } from './siteStatus';

describe('siteGate', () => {
  it('"status DROP_OUT shows the service-ended page" on every route', () => {
    for (const path of ['/', '/app/login', '/app/user/klasses', '/app/user/klasses/certification']) {
      expect(siteGate('DROP_OUT', path)).toBe('serviceEnded');
    }
  });

  it('the "manager login" link target of the service-ended page stays open', () => {
    expect(siteGate('DROP_OUT', '/app/login/manager')).toBe('open');
  });

  it('"ARCHIVED shows the archived page" on every route', () => {
    expect(siteGate('ARCHIVED', '/')).toBe('archived');
    expect(siteGate('ARCHIVED', '/app/login/manager')).toBe('archived');
  });

  it('an ACTIVE tenant shows the site', () => {
    expect(siteGate('ACTIVE', '/')).toBe('open');
  });
});

describe('supportContact', () => {
  it('"shows the support telephone if present"', () => {
    expect(supportContact({ serviceName: 'A', supportTel: '031-987-6543', email: 'a@b.test' })).toEqual({
      kind: 'tel',
      value: '031-987-6543',
      href: 'tel:0319876543',
    });
  });

  it('"otherwise the email"', () => {
    expect(supportContact({ serviceName: 'A', supportTel: null, email: 'bye@saegil.test' })).toEqual({
      kind: 'email',
      value: 'bye@saegil.test',
      href: 'mailto:bye@saegil.test',
    });
    expect(supportContact({ serviceName: 'A', supportTel: '  ', email: 'x@y.test' }).kind).toBe('email');
  });
});

describe('customText', () => {
  it('"If a custom message is supplied it replaces the default text"; a blank one does not', () => {
    expect(customText('운영을 마쳤습니다.')).toBe('운영을 마쳤습니다.');
    expect(customText('   ')).toBeNull();
    expect(customText(null)).toBeNull();
  });
});
