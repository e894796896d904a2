/**
 * The bare checkbox box, without label or messages: the Checkbox field and the row-selection
 * cells of DataTable use it. `indeterminate` is a DOM property, not an attribute, so it is set
 * after render.
 */
import { forwardRef, useLayoutEffect, useRef, type InputHTMLAttributes } from 'react';
import styled from 'styled-components';
import { mergeRefs } from '@ds/components/FormField';
import { vars } from '@ds/tokens/vars';

export interface CheckboxInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  indeterminate?: boolean;
}

const Box = styled.input`
  width: 20px;
  height: 20px;
  margin: 0;
  accent-color: ${vars.color.primary};
  cursor: pointer;
  vertical-align: middle;
  &:disabled { cursor: not-allowed; }
  &[aria-invalid='true'] { outline: 2px solid ${vars.color.danger}; outline-offset: 1px; }
`;

export const CheckboxInput = forwardRef<HTMLInputElement, CheckboxInputProps>(function CheckboxInput(
  { indeterminate = false, ...rest },
  ref,
) {
  const inner = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => {
    if (inner.current) inner.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return <Box {...rest} ref={mergeRefs(ref, inner)} type="checkbox" />;
});
