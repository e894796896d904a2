/**
 * A few mutually exclusive views or filters shown as one bar of buttons (e.g. "전체 / 수강 중 /
 * 수강 종료"). It is a RadioGroup drawn as segments, so keyboard and screen readers treat it as a
 * radio group.
 */
import { forwardRef } from 'react';
import { RadioGroup, type RadioGroupProps } from '@ds/components/RadioGroup';

export type SegmentedControlProps = Omit<RadioGroupProps, 'appearance' | 'direction'>;

export const SegmentedControl = forwardRef<HTMLInputElement, SegmentedControlProps>(function SegmentedControl(props, ref) {
  return <RadioGroup {...props} ref={ref} appearance="segmented" direction="row" />;
});
