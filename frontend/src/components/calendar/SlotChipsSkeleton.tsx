import { Skeleton } from '@mantine/core';
import classes from './SlotChips.module.css';

export function SlotChipsSkeleton({ count = 15 }: { count?: number }) {
  return (
    <div className={classes.grid} role="status" aria-busy="true" aria-label="Carregando horários">
      {Array.from({ length: count }, (_, index) => (
        <Skeleton key={index} height={44} />
      ))}
    </div>
  );
}
