import type { ComponentType } from 'react';
import { Button, type ButtonProps } from '@mantine/core';
import { Link, type LinkProps } from '@tanstack/react-router';

export interface LinkButtonItem {
  to: LinkProps['to'];
  label: string;
  icon: ComponentType<{ size?: number; 'aria-hidden'?: boolean }>;
}

interface LinkButtonsProps extends Omit<ButtonProps, 'leftSection' | 'children'> {
  links: readonly LinkButtonItem[];
  iconSize: number;
}

/** Big light buttons, one per page they lead to, each with its icon before the label. */
export function LinkButtons({ links, iconSize, ...buttonProps }: LinkButtonsProps) {
  return links.map(({ to, label, icon: Icon }) => (
    <Button key={to} component={Link} to={to} variant="light" size="md" leftSection={<Icon size={iconSize} aria-hidden />} {...buttonProps}>
      {label}
    </Button>
  ));
}
