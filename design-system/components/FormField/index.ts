export { FormField, type FormFieldControlProps, type FormFieldProps } from './FormField';
export { mergeRefs, setValueAsUser } from './refs';
export { controlBox } from './controlStyles';
export { ChoiceLabel, ChoiceList } from './choiceStyles';
