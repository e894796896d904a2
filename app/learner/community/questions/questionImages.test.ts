/** Question image keys (learner.md §7: POST imageKeys; PUT imageKeys and deleteImageKeys). */
import { describe, expect, it } from 'vitest';
import {
  addImage,
  attachedImages,
  imageChanges,
  questionImagesFrom,
  remainingImageSlots,
  removeImage,
} from './questionImages';

const a = { imageKey: 'img-a', url: '/a.png' };
const b = { imageKey: 'img-b', url: '/b.png' };
const c = { imageKey: 'img-c', url: '/c.png' };

describe('question images', () => {
  it('a new question sends the uploaded keys and deletes nothing', () => {
    const state = addImage(addImage(questionImagesFrom([]), a), b);
    expect(attachedImages(state)).toEqual([a, b]);
    expect(imageChanges(state)).toEqual({ imageKeys: ['img-a', 'img-b'], deleteImageKeys: [] });
  });

  it('editing adds new keys and deletes removed existing keys', () => {
    let state = questionImagesFrom([a, b]);
    state = removeImage(state, 'img-a');
    state = addImage(state, c);
    expect(attachedImages(state)).toEqual([b, c]);
    expect(imageChanges(state)).toEqual({ imageKeys: ['img-c'], deleteImageKeys: ['img-a'] });
  });

  it('an upload removed again is never sent, neither added nor deleted', () => {
    const state = removeImage(addImage(questionImagesFrom([a]), c), 'img-c');
    expect(imageChanges(state)).toEqual({ imageKeys: [], deleteImageKeys: [] });
    expect(attachedImages(state)).toEqual([a]);
  });

  it('an unknown key changes nothing', () => {
    const state = questionImagesFrom([a]);
    expect(removeImage(state, 'img-x')).toBe(state);
  });

  it('counts the slots left under the five-image limit of the contract', () => {
    expect(remainingImageSlots(questionImagesFrom([a, b]))).toBe(3);
    expect(remainingImageSlots(removeImage(questionImagesFrom([a, b]), 'img-a'))).toBe(4);
  });
});
