import type { ReactNode } from 'react';
import { Paper } from '@mantine/core';
import classes from './SummaryList.module.css';

export interface SummaryRow {
  term: string;
  detail: ReactNode;
}

/** A booking's details as a card of term / detail rows. */
export function SummaryList({ rows }: { rows: SummaryRow[] }) {
  return (
    <Paper withBorder p="md" className={classes.card}>
      <dl className={classes.list}>
        {rows.map(({ term, detail }) => (
          <div key={term} className={classes.row}>
            <dt className={classes.term}>{term}</dt>
            <dd className={classes.detail}>{detail}</dd>
          </div>
        ))}
      </dl>
    </Paper>
  );
}
