/** learner.md §9: "the toast component's own default is 5000 ms, at most 3 at once". */
import { describe, expect, it } from 'vitest';
import { addToast, removeToast, type ToastItem } from './toastQueue';

const toast = (id: number): ToastItem => ({ id, message: `알림 ${id}`, tone: 'neutral', duration: 5000 });

describe('toast queue', () => {
  it('keeps at most 3 toasts, dropping the oldest', () => {
    const queue = [1, 2, 3, 4].reduce<ToastItem[]>((list, id) => addToast(list, toast(id), 3), []);
    expect(queue.map((t) => t.id)).toEqual([2, 3, 4]);
  });

  it('never keeps fewer than one', () => {
    expect(addToast([toast(1)], toast(2), 0).map((t) => t.id)).toEqual([2]);
  });

  it('removes by id', () => {
    expect(removeToast([toast(1), toast(2)], 1).map((t) => t.id)).toEqual([2]);
  });
});
