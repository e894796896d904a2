/**
 * Enter that acts, told apart from the Enter that only finishes an IME composition (issue 27,
 * Korean input). Typing Hangul, the syllable being composed is committed by Enter: that keydown
 * arrives with `isComposing` true (or, in Safari and for some Chrome keyboards, as keyCode 229,
 * "the IME has the key") and must not submit, save or move anything — the operator meant to end
 * the word, not the form. Every `onKeyDown` that acts on Enter asks `isEnterToAct`, one rule
 * instead of a check per site. In the design system because its own components (FilterBar) need
 * it too and it imports nothing of the app; the app imports it from here.
 */

/** What the rule reads of a key event: a React `KeyboardEvent` is one. */
export interface EnterKeyEvent {
  key: string;
  keyCode: number;
  nativeEvent: { isComposing: boolean };
}

/** keyCode an IME reports for a key it is handling (the composition's own keys). */
const IME_KEY_CODE = 229;

/** The key belongs to an IME composition: it edits the text being composed, it is no command. */
export function isComposingKey(event: EnterKeyEvent): boolean {
  return event.nativeEvent.isComposing || event.keyCode === IME_KEY_CODE;
}

/** Enter pressed as a command (submit, save, commit a value), not to finish composing a syllable. */
export function isEnterToAct(event: EnterKeyEvent): boolean {
  return event.key === 'Enter' && !isComposingKey(event);
}
