export { FAB_CLEARANCE, FloatingActionButton, badgeText, type FloatingActionButtonProps } from './FloatingActionButton';
