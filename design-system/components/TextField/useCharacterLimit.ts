/**
 * What a limited text control (text field, password, text area) needs: the current length in
 * characters for the "len/N" counter, input cut at the limit, and a clear action. It works whether
 * the value is controlled by the caller or left to the DOM (react-hook-form's `register`).
 *
 * While a Korean syllable is being composed the text is not cut (cutting mid-composition breaks
 * the IME); the cut happens when composition ends.
 */
import { useLayoutEffect, useRef, useState, type ChangeEvent, type CompositionEvent } from 'react';
import { countCharacters, cutToCharacters } from '@ds/lib/text/characters';
import { setValueAsUser } from '@ds/components/FormField';

type TextElement = HTMLInputElement | HTMLTextAreaElement;

interface Options<E extends TextElement> {
  value: unknown;
  defaultValue: unknown;
  maxLength: number | undefined;
  onChange: ((event: ChangeEvent<E>) => void) | undefined;
  onCompositionEnd: ((event: CompositionEvent<E>) => void) | undefined;
}

const isComposing = (event: Event) => event instanceof InputEvent && event.isComposing;

export function useCharacterLimit<E extends TextElement>({
  value,
  defaultValue,
  maxLength,
  onChange,
  onCompositionEnd,
}: Options<E>) {
  const elementRef = useRef<E>(null);
  const controlled = value !== undefined;
  const [domLength, setDomLength] = useState(() => countCharacters(String(defaultValue ?? '')));

  // register() writes its default value into the DOM after mount; read it once so the counter
  // starts right.
  useLayoutEffect(() => {
    if (!controlled && elementRef.current) setDomLength(countCharacters(elementRef.current.value));
  }, [controlled]);

  const length = controlled ? countCharacters(String(value ?? '')) : domLength;

  const handleChange = (event: ChangeEvent<E>) => {
    const element = event.currentTarget;
    if (maxLength !== undefined && !isComposing(event.nativeEvent)) {
      const cut = cutToCharacters(element.value, maxLength);
      if (cut !== element.value) element.value = cut;
    }
    setDomLength(countCharacters(element.value));
    onChange?.(event);
  };

  const handleCompositionEnd = (event: CompositionEvent<E>) => {
    onCompositionEnd?.(event);
    const element = event.currentTarget;
    if (maxLength === undefined) return;
    const cut = cutToCharacters(element.value, maxLength);
    if (cut !== element.value) setValueAsUser(element, cut);
  };

  const clear = () => {
    const element = elementRef.current;
    if (!element) return;
    setValueAsUser(element, '');
    element.focus();
  };

  return { elementRef, length, handleChange, handleCompositionEnd, clear };
}
