/**
 * An SVG icon from the set. Decorative by default (`aria-hidden`); with a `title` it becomes an
 * image with that accessible name, for the rare icon that carries meaning on its own.
 */
import { useId, type SVGProps } from 'react';
import { iconPaths, type IconName } from './icons';

export const iconSizes = { sm: 16, md: 20, lg: 24, xl: 40 } as const;
export type IconSize = keyof typeof iconSizes;

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'name' | 'children' | 'ref'> {
  name: IconName;
  size?: IconSize;
  /** Accessible name; without it the icon is hidden from assistive technology. */
  title?: string;
  /** Fill the shape (a selected star) instead of outlining it. */
  filled?: boolean;
}

export function Icon({ name, size = 'md', title, filled = false, ...rest }: IconProps) {
  const titleId = useId();
  const pixels = iconSizes[size];
  return (
    <svg
      viewBox="0 0 24 24"
      width={pixels}
      height={pixels}
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      data-icon={name}
      {...(title ? { role: 'img', 'aria-labelledby': titleId } : { 'aria-hidden': true })}
      {...rest}
    >
      {title && <title id={titleId}>{title}</title>}
      {iconPaths[name].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
