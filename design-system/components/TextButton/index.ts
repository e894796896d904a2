export { Link, type LinkProps } from './Link';
export { TextButton, type TextButtonProps } from './TextButton';
export type { LinkTone } from './TextButton.styles';
