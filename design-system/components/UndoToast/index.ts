export { UndoToast, type UndoToastProps, type UndoToastStatus } from './UndoToast';
