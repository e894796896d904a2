/** Unit tests of the mock outbox: no mail leaves the mock, the latest one is readable (dev panel, tests). */
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '@mocks/db/database';
import { latestOutbox, sendMail } from './outbox';

describe('outbox', () => {
  beforeEach(() => db.outbox.clear());

  it('answers null when nothing was sent', () => {
    expect(latestOutbox()).toBeNull();
  });

  it('answers the latest mail, optionally of one kind or to one address (case-insensitive)', async () => {
    await sendMail({
      kind: 'VERIFICATION_CODE',
      to: 'A@klass.test',
      subject: '인증',
      body: '123456',
      code: '123456',
    });
    await sendMail({
      kind: 'PASSWORD_RESET',
      to: 'b@klass.test',
      subject: '재설정',
      body: '링크',
      link: '/app/password/reset?token=t',
    });
    await sendMail({
      kind: 'VERIFICATION_CODE',
      to: 'b@klass.test',
      subject: '인증',
      body: '654321',
      code: '654321',
    });

    expect(latestOutbox()).toMatchObject({ to: 'b@klass.test', code: '654321' });
    expect(latestOutbox({ kind: 'PASSWORD_RESET' })).toMatchObject({
      link: '/app/password/reset?token=t',
      code: null,
    });
    expect(latestOutbox({ to: 'a@KLASS.test' })).toMatchObject({
      to: 'a@klass.test',
      code: '123456',
    });
    expect(latestOutbox({ kind: 'INVITATION' })).toBeNull();
  });
});
