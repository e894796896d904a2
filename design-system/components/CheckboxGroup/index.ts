export { CheckboxGroup, type CheckboxGroupProps, type ChoiceOption } from './CheckboxGroup';
