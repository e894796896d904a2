export { Checkbox, type CheckboxProps } from './Checkbox';
export { CheckboxInput, type CheckboxInputProps } from './CheckboxInput';
