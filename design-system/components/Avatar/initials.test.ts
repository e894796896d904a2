import { describe, expect, it } from 'vitest';
import { initialsOf } from './initials';

describe('initialsOf — the fallback of an avatar without a picture', () => {
  it('shows the family-name syllable of a Korean name', () => {
    expect(initialsOf('홍길동')).toBe('홍');
    expect(initialsOf(' 김 철수 ')).toBe('김');
  });

  it('shows up to two initials of a Latin name, upper-cased', () => {
    expect(initialsOf('jane doe')).toBe('JD');
    expect(initialsOf('Jane Mary Doe')).toBe('JM');
    expect(initialsOf('klass')).toBe('K');
  });

  it('keeps an emoji whole', () => {
    expect(initialsOf('👩‍💻 dev')).toBe('👩‍💻D');
  });

  it('shows "?" for an empty name', () => {
    expect(initialsOf('   ')).toBe('?');
  });
});
