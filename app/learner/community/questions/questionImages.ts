/**
 * The images of a question being asked or edited (learner.md §7: POST with imageKeys; PUT with
 * imageKeys to add and deleteImageKeys to remove). The state keeps the images the question had,
 * the ones the learner removed from them, and the ones uploaded in this dialog; the request
 * fields follow from it. A fresh upload removed again is simply dropped: it was never attached.
 */
import { QUESTION_IMAGES_MAX, type CommunityImage } from '@app/shared/api/contract/community';

export interface QuestionImagesState {
  existing: readonly CommunityImage[];
  removed: readonly string[];
  added: readonly CommunityImage[];
}

export function questionImagesFrom(existing: readonly CommunityImage[]): QuestionImagesState {
  return { existing, removed: [], added: [] };
}

/** What the question shows now, in order: kept images first, then new uploads. */
export function attachedImages(state: QuestionImagesState): CommunityImage[] {
  return [
    ...state.existing.filter((image) => !state.removed.includes(image.imageKey)),
    ...state.added,
  ];
}

export function remainingImageSlots(state: QuestionImagesState): number {
  return Math.max(0, QUESTION_IMAGES_MAX - attachedImages(state).length);
}

export function addImage(state: QuestionImagesState, image: CommunityImage): QuestionImagesState {
  return { ...state, added: [...state.added, image] };
}

export function removeImage(state: QuestionImagesState, imageKey: string): QuestionImagesState {
  if (state.added.some((image) => image.imageKey === imageKey)) {
    return { ...state, added: state.added.filter((image) => image.imageKey !== imageKey) };
  }
  if (state.existing.some((image) => image.imageKey === imageKey)) {
    return { ...state, removed: [...state.removed, imageKey] };
  }
  return state;
}

export function imageChanges(state: QuestionImagesState): {
  imageKeys: string[];
  deleteImageKeys: string[];
} {
  return {
    imageKeys: state.added.map((image) => image.imageKey),
    deleteImageKeys: [...state.removed],
  };
}
