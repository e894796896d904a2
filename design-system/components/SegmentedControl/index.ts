export { SegmentedControl, type SegmentedControlProps } from './SegmentedControl';
