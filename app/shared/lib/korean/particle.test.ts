/** The particle follows the word as it is read: Hangul finals, numbers read aloud, quotes skipped. */
import { describe, expect, it } from 'vitest';
import { withParticle } from './particle';

describe('withParticle', () => {
  it('chooses by the final consonant of a Hangul word', () => {
    expect(withParticle('고채린', '이/가')).toBe('고채린이');
    expect(withParticle('김하나', '이/가')).toBe('김하나가');
    expect(withParticle('3건', '을/를')).toBe('3건을');
    expect(withParticle('선택한 회원', '은/는')).toBe('선택한 회원은');
    expect(withParticle('배송 준비', '은/는')).toBe('배송 준비는');
    expect(withParticle('‘운영 종료’', '이에요/예요')).toBe('‘운영 종료’예요');
    expect(withParticle('‘운영 중’', '이에요/예요')).toBe('‘운영 중’이에요');
    expect(withParticle('회원', '과/와')).toBe('회원과');
    expect(withParticle('그룹', '으로/로')).toBe('그룹으로');
    expect(withParticle('우수 회원 모임', '으로/로')).toBe('우수 회원 모임으로');
  });

  it('takes 로 after a final ㄹ, like after a vowel', () => {
    expect(withParticle('서울', '으로/로')).toBe('서울로');
    expect(withParticle('서울', '을/를')).toBe('서울을');
    expect(withParticle('회원 그룹', '으로/로')).toBe('회원 그룹으로');
  });

  it('reads a number as it is said: its last digit, or its round unit', () => {
    expect(withParticle('1', '을/를')).toBe('1을');
    expect(withParticle('2', '을/를')).toBe('2를');
    expect(withParticle('VIP 1', '으로/로')).toBe('VIP 1로');
    expect(withParticle('6', '이/가')).toBe('6이');
    expect(withParticle('0', '은/는')).toBe('0은');
    expect(withParticle('10', '을/를')).toBe('10을');
    expect(withParticle('1,000', '을/를')).toBe('1,000을');
    expect(withParticle('10,000', '이/가')).toBe('10,000이');
    expect(withParticle('2,500', '과/와')).toBe('2,500과');
    expect(withParticle('8,214', '을/를')).toBe('8,214를');
  });

  it('looks past closing quotes and brackets', () => {
    expect(withParticle("'신규 가입'", '으로/로')).toBe("'신규 가입'으로");
    expect(withParticle('‘수강생’', '을/를')).toBe('‘수강생’을');
  });

  it('keeps both forms when the spelling cannot tell how the word ends', () => {
    expect(withParticle('minju@klass.test', '으로/로')).toBe('minju@klass.test(으)로');
    expect(withParticle("'VIP'", '을/를')).toBe("'VIP'을(를)");
    expect(withParticle('', '이/가')).toBe('이(가)');
  });
});

describe('the back-office copy picks particles by the word', () => {
  it('says a count with the particle its unit takes', async () => {
    const { copy } = await import('@app/shared/copy');
    expect(copy.listKit.pageAllSelected('20', '개')).toBe('이 페이지의 20개를 모두 선택했어요.');
    expect(copy.listKit.allMatchingSelected('8,214', '명')).toBe('검색 결과 전체 8,214명을 선택했어요.');
    expect(copy.backofficeShipping.done.PREPARE_DELIVERY('선택한 3건')).toBe('선택한 3건을 배송 준비로 옮겼어요.');
    expect(copy.backofficeMembers.removed('선택한 2명')).toBe('선택한 2명을 그룹에서 뺐어요.');
    expect(copy.backofficeMembers.renamed('신규 가입')).toBe("그룹 이름을 '신규 가입'으로 바꿨어요.");
    expect(copy.backofficeMembers.renamed('우수 회원 2')).toBe("그룹 이름을 '우수 회원 2'로 바꿨어요.");
  });
});
