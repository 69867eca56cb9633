import { shapeOf } from './icon-shapes';

/** Whether there is a drawn icon for a name (or an emoji standing for one). */
export function hasIcon(name: string | null | undefined): boolean {
  return Boolean(shapeOf(name));
}

export interface IconProps {
  name: string | null | undefined;
  className?: string;
  /** Width and height in CSS pixels. */
  size?: number;
}

/**
 * An inline SVG icon by name (the catalogue's genre icons: wrench, sparkles, truck...).
 * Decorative: the text beside it says what it means. An unknown name draws nothing, rather than
 * showing the name as a word.
 */
export function Icon({ name, className, size = 24 }: IconProps) {
  const shape = shapeOf(name);
  if (!shape) return null;
  return (
    <svg
      className={className ? `icon ${className}` : 'icon'}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      data-icon={name}
    >
      {shape}
    </svg>
  );
}
