import { Badge } from '@mantine/core';

/** How long a service takes: a double service ('Corte + Barba') holds two 30-minute slots. */
export function DurationBadge({ takesTwoSlots }: { takesTwoSlots: boolean }) {
  return takesTwoSlots ? (
    <Badge variant="light" color="brass">
      Duplo · 60 min
    </Badge>
  ) : (
    <Badge variant="outline" color="gray">
      30 min
    </Badge>
  );
}
