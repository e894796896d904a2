export { ColumnPicker, type ColumnPickerColumn, type ColumnPickerProps } from './ColumnPicker';
