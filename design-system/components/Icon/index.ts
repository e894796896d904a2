export { Icon, iconSizes, type IconProps, type IconSize } from './Icon';
export { iconNames, type IconName } from './icons';
