/** Spec learner.md §9: "Durations as minutes/hours, mm:ss or hh:mm:ss." */
import { describe, expect, it } from 'vitest';
import { formatDurationText, formatHoursMinutesSeconds, formatMinutesSeconds } from './duration';

describe('formatDurationText (minutes/hours in Korean)', () => {
  it('shows hours and minutes: 3900 s is "1시간 5분"', () => {
    expect(formatDurationText(3900)).toBe('1시간 5분');
  });

  it('leaves out zero minutes and zero hours', () => {
    expect(formatDurationText(7200)).toBe('2시간');
    expect(formatDurationText(45 * 60)).toBe('45분');
  });

  it('drops seconds: 3599 s is "59분", 3600 s is "1시간"', () => {
    expect(formatDurationText(3599)).toBe('59분');
    expect(formatDurationText(3600)).toBe('1시간');
    expect(formatDurationText(60)).toBe('1분');
  });

  it('reads "1분 미만" under a minute and "0분" for nothing', () => {
    expect(formatDurationText(59)).toBe('1분 미만');
    expect(formatDurationText(0)).toBe('0분');
  });
});

describe('formatMinutesSeconds (mm:ss)', () => {
  it('pads both parts', () => {
    expect(formatMinutesSeconds(0)).toBe('00:00');
    expect(formatMinutesSeconds(5)).toBe('00:05');
    expect(formatMinutesSeconds(59)).toBe('00:59');
    expect(formatMinutesSeconds(60)).toBe('01:00');
  });

  it('does not wrap minutes at an hour', () => {
    expect(formatMinutesSeconds(3599)).toBe('59:59');
    expect(formatMinutesSeconds(4500)).toBe('75:00');
  });
});

describe('formatHoursMinutesSeconds (hh:mm:ss)', () => {
  it('pads every part', () => {
    expect(formatHoursMinutesSeconds(0)).toBe('00:00:00');
    expect(formatHoursMinutesSeconds(3909)).toBe('01:05:09');
    expect(formatHoursMinutesSeconds(3599)).toBe('00:59:59');
    expect(formatHoursMinutesSeconds(36000)).toBe('10:00:00');
  });
});

describe('input edges shared by all three', () => {
  it('drops fractions and counts a negative duration as 0', () => {
    expect(formatMinutesSeconds(59.9)).toBe('00:59');
    expect(formatHoursMinutesSeconds(-5)).toBe('00:00:00');
    expect(formatDurationText(-5)).toBe('0분');
  });

  it('refuses NaN', () => {
    expect(() => formatMinutesSeconds(Number.NaN)).toThrow(RangeError);
  });
});
