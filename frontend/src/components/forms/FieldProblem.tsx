import type { ReactNode } from 'react';
import { Text } from '@mantine/core';

/** A form's problem shown under a group of fields that has no input of its own to carry it (the times, a range, a break). */
export function FieldProblem({ children }: { children: ReactNode }) {
  if (!children) return null;
  return (
    <Text size="sm" c="red" role="alert">
      {children}
    </Text>
  );
}
