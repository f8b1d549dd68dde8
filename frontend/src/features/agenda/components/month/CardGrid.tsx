import type { ReactNode } from 'react';
import classes from './CardGrid.module.css';

export function CardGrid({ children }: { children: ReactNode }) {
  return <div className={classes.grid}>{children}</div>;
}
