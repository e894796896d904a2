/**
 * A held submit says why at the field that holds it, and only once it was pressed (uploadHold.ts;
 * issue 42): a press while a file goes up sends nothing and names the reason; once that field
 * settles the reason goes and the next press sends; an upload started after that says nothing
 * until the next press.
 */
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useUploadHold, type UploadHoldWords } from './uploadHold';

const words: UploadHoldWords = { UPLOADING: '아직 올리는 중이에요.', FAILED: '올리지 못한 파일이 있어요.' };

describe('useUploadHold', () => {
  it('holds a submit pressed while a file uploads, says why at that field, and sends once it settles', () => {
    const { result } = renderHook(() => useUploadHold<'image' | 'attachments'>(words));
    act(() => result.current.report('image', 'UPLOADING'));
    expect(result.current.reasonAt('image')).toBeUndefined();

    let held = false;
    act(() => {
      held = result.current.holds();
    });
    expect(held).toBe(true);
    expect(result.current.reasonAt('image')).toBe(words.UPLOADING);
    expect(result.current.reasonAt('attachments')).toBeUndefined();

    act(() => result.current.report('image', null));
    expect(result.current.reasonAt('image')).toBeUndefined();
    act(() => {
      held = result.current.holds();
    });
    expect(held).toBe(false);
  });

  it('says nothing of an upload started after everything settled until the next press', () => {
    const { result } = renderHook(() => useUploadHold<'attachments'>(words));
    act(() => result.current.report('attachments', 'FAILED'));
    act(() => void result.current.holds());
    expect(result.current.reasonAt('attachments')).toBe(words.FAILED);
    act(() => result.current.report('attachments', null));
    act(() => result.current.report('attachments', 'UPLOADING'));
    expect(result.current.reasonAt('attachments')).toBeUndefined();
  });
});
