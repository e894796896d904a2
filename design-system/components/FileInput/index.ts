export { FileInput, type FileInputItem, type FileInputProps } from './FileInput';
export { checkFiles, type FileCheck, type FileCheckMessages, type FileRules } from './checkFiles';
