/**
 * A button that looks like a link, for small actions inside text ("전체 보기", "인증 메일 다시
 * 받기"). It is still a <button>: it acts, it does not navigate (use Link for that).
 */
import { forwardRef, type ButtonHTMLAttributes } from 'react';
import styled from 'styled-components';
import { linkStyles, type LinkTone } from './TextButton.styles';

export interface TextButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  tone?: LinkTone;
}

const Root = styled.button`
  ${linkStyles}
`;

export const TextButton = forwardRef<HTMLButtonElement, TextButtonProps>(function TextButton(
  { tone = 'primary', type = 'button', ...rest },
  ref,
) {
  return <Root ref={ref} type={type} data-tone={tone} {...rest} />;
});
