export { FloatingActionButton, badgeText, type FloatingActionButtonProps } from './FloatingActionButton';
