import type { ButtonHTMLAttributes } from 'react';
import { Link, type LinkProps } from 'react-router';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';

interface LookProps {
  variant?: ButtonVariant;
  block?: boolean;
  size?: 'md' | 'lg';
}

function classes({ variant = 'primary', block = false, size = 'md' }: LookProps, extra?: string): string {
  return ['btn', `btn--${variant}`, size === 'lg' ? 'btn--lg' : '', block ? 'btn--block' : '', extra ?? ''].filter(Boolean).join(' ');
}

export function Button({ variant, block, size, className, type = 'button', ...rest }: LookProps & ButtonHTMLAttributes<HTMLButtonElement>) {
  return <button type={type} className={classes({ variant, block, size }, className)} {...rest} />;
}

/** A link that looks like a button, for calls to action that navigate. */
export function ButtonLink({ variant, block, size, className, ...rest }: LookProps & LinkProps) {
  return <Link className={classes({ variant, block, size }, className)} {...rest} />;
}
