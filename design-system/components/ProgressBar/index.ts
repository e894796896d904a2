export { ProgressBar, progressPercent, type ProgressBarProps } from './ProgressBar';
