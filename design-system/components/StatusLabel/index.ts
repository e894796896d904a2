export { StatusLabel, type StatusLabelProps, type StatusTone } from './StatusLabel';
