export { BulkBar, type BulkBarProps } from './BulkBar';
