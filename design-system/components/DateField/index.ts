export { DateField, DateInput, type DateFieldProps } from './DateField';
