/**
 * The text-message rules (adminMessageRules.ts): the message type by CP949 bytes, the marks an
 * advertisement carries, the night-time window in Seoul, whom a message skips and why, and what
 * can still be cancelled.
 */
import { describe, expect, it } from 'vitest';
import {
  canCancelRequest,
  charBytes,
  countMessage,
  isMobileNumber,
  isNightInSeoul,
  messageRequestStatuses,
  needsNightConfirmation,
  recipientBlock,
  scheduleProblem,
  sentText,
} from './adminMessageRules';

const seoul = (local: string) => Date.parse(`${local}+09:00`);

describe('message type by bytes (EUC-KR / CP949: ASCII 1 byte, every other character 2)', () => {
  it('counts a Hangul syllable as 2 bytes and an ASCII letter, digit or space as 1', () => {
    expect(charBytes('가')).toBe(2);
    expect(charBytes('ㄱ')).toBe(2);
    expect(charBytes('A')).toBe(1);
    expect(charBytes(' ')).toBe(1);
    expect(countMessage('안녕 Hi!')).toMatchObject({ characters: 6, bytes: 8 });
  });

  it('"SMS ≤ 90 bytes": 45 Hangul syllables are an SMS, the 46th makes an LMS', () => {
    expect(countMessage('가'.repeat(45))).toMatchObject({ bytes: 90, type: 'SMS', overLimit: false });
    expect(countMessage('가'.repeat(46))).toMatchObject({ bytes: 92, type: 'LMS', overLimit: false });
    expect(countMessage('a'.repeat(90)).type).toBe('SMS');
    expect(countMessage('a'.repeat(91)).type).toBe('LMS');
  });

  it('"LMS ≤ 2,000 bytes": 1,000 syllables can be sent, 1,001 cannot', () => {
    expect(countMessage('가'.repeat(1000))).toMatchObject({ bytes: 2000, type: 'LMS', overLimit: false });
    expect(countMessage('가'.repeat(1001))).toMatchObject({ bytes: 2002, overLimit: true });
  });

  it('"MMS: the text with an image", whatever its length', () => {
    expect(countMessage('짧아요', { hasImage: true }).type).toBe('MMS');
    expect(countMessage('가'.repeat(500), { hasImage: true }).type).toBe('MMS');
  });

  it('names an emoji as a character no carrier takes, once, and counts it as one character', () => {
    const count = countMessage('축하해요 🎉🎉 ✅');
    expect(count.unsendable).toEqual(['🎉', '✅']);
    expect(count.characters).toBe(9);
  });
});

describe('advertising marks (정보통신망법 §50): "(광고)" and the advertiser first, the free opt-out line last', () => {
  const info = { advertiser: '클라쓰', optOutNumber: '080-500-4000' };

  it('an advertisement starts with the mark and the name and ends with the opt-out line', () => {
    expect(sentText('MARKETING', '  겨울 특강 20% 할인  ', info)).toBe('(광고)클라쓰\n겨울 특강 20% 할인\n무료수신거부 080-500-4000');
  });

  it('an ordinary message is sent as written', () => {
    expect(sentText('TEXT', ' 내일 수업이 있어요 ', info)).toBe('내일 수업이 있어요');
  });

  it('the marks count toward the bytes: a short advertisement can become an LMS', () => {
    const body = '가'.repeat(30);
    expect(countMessage(sentText('TEXT', body, info)).type).toBe('SMS');
    expect(countMessage(sentText('MARKETING', body, info)).type).toBe('LMS');
  });
});

describe('night-time advertising: "21:00–08:00 Seoul time needs its own consent"', () => {
  it('20:59 is day, 21:00 is night, 07:59 is night, 08:00 is day (Seoul, not UTC)', () => {
    expect(isNightInSeoul(seoul('2026-12-07T20:59'))).toBe(false);
    expect(isNightInSeoul(seoul('2026-12-07T21:00'))).toBe(true);
    expect(isNightInSeoul(seoul('2026-12-08T07:59'))).toBe(true);
    expect(isNightInSeoul(seoul('2026-12-08T08:00'))).toBe(false);
    // 12:00 UTC is 21:00 in Seoul.
    expect(isNightInSeoul(Date.parse('2026-12-07T12:00:00Z'))).toBe(true);
  });

  it('only an advertisement asks for the night confirmation', () => {
    expect(needsNightConfirmation('MARKETING', seoul('2026-12-07T22:30'))).toBe(true);
    expect(needsNightConfirmation('TEXT', seoul('2026-12-07T22:30'))).toBe(false);
    expect(needsNightConfirmation('MARKETING', seoul('2026-12-07T10:00'))).toBe(false);
  });
});

describe('whom a message skips', () => {
  const member = { active: true, phone: '010-1234-5678', marketingAgreement: true, nightMarketingAgreement: false };

  it('"only members who agreed to marketing receive them": an advertisement skips a member without consent, an ordinary message does not', () => {
    expect(recipientBlock({ ...member, marketingAgreement: false }, 'MARKETING')).toBe('NO_MARKETING_CONSENT');
    expect(recipientBlock({ ...member, marketingAgreement: false }, 'TEXT')).toBeNull();
    expect(recipientBlock(member, 'MARKETING')).toBeNull();
  });

  it('"advertising sent at night needs the separate night-time consent": at night an advertisement skips a member without it', () => {
    expect(recipientBlock(member, 'MARKETING', { atNight: true })).toBe('NO_NIGHT_CONSENT');
    expect(recipientBlock({ ...member, nightMarketingAgreement: true }, 'MARKETING', { atNight: true })).toBeNull();
    // By day the night consent does not matter, nor for an ordinary message at night.
    expect(recipientBlock(member, 'MARKETING', { atNight: false })).toBeNull();
    expect(recipientBlock(member, 'TEXT', { atNight: true })).toBeNull();
    // Without marketing consent at all, that is the reason said (night consent alone sends nothing).
    expect(recipientBlock({ ...member, marketingAgreement: false, nightMarketingAgreement: true }, 'MARKETING', { atNight: true })).toBe('NO_MARKETING_CONSENT');
  });

  it('a withdrawn account, no phone and a number no carrier takes are skipped with their reason, withdrawn first', () => {
    expect(recipientBlock({ ...member, active: false, phone: null }, 'TEXT')).toBe('WITHDRAWN');
    expect(recipientBlock({ ...member, phone: null }, 'TEXT')).toBe('NO_PHONE');
    expect(recipientBlock({ ...member, phone: '  ' }, 'TEXT')).toBe('NO_PHONE');
    expect(recipientBlock({ ...member, phone: '02-123-4567' }, 'TEXT')).toBe('INVALID_NUMBER');
  });

  it('takes a mobile number hyphenated or not, and in the +82 form', () => {
    expect(isMobileNumber('01012345678')).toBe(true);
    expect(isMobileNumber('011-123-4567')).toBe(true);
    expect(isMobileNumber('+82 10-1234-5678')).toBe(true);
    expect(isMobileNumber('010-12-345')).toBe(false);
    expect(isMobileNumber('1588-1234')).toBe(false);
  });
});

describe('cancel and schedule', () => {
  it('"a pending or scheduled request can be cancelled; once sent, no cancel"', () => {
    expect(messageRequestStatuses.filter(canCancelRequest)).toEqual(['SCHEDULED', 'PENDING']);
  });

  it('a schedule leaves at least 10 minutes and reaches at most 30 days ahead', () => {
    const now = seoul('2026-12-07T10:00');
    expect(scheduleProblem(seoul('2026-12-07T10:09'), now)).toBe('TOO_SOON');
    expect(scheduleProblem(seoul('2026-12-07T10:10'), now)).toBeNull();
    expect(scheduleProblem(seoul('2027-01-06T10:00'), now)).toBeNull();
    expect(scheduleProblem(seoul('2027-01-06T10:01'), now)).toBe('TOO_FAR');
  });
});
