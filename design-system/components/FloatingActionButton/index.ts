export { FloatingActionButton, badgeText, type FloatingActionButtonProps } from './FloatingActionButton';
export { FAB_CLEARANCE } from './clearance';
