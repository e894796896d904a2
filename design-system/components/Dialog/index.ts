export { Dialog, type DialogProps } from './Dialog';
export { DialogFrame, type DialogFrameProps } from './DialogFrame';
