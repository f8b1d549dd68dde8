import '@mantine/charts/styles.css';

import { BarChart } from '@mantine/charts';
import { formatBRL, MONTH_NAMES } from '../../../lib/format/format';
import type { MonthRevenue } from '../../../api/types';

const compactBRL = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL', notation: 'compact' });

/** Height of one month's row (its revenue and, under it, what no-shows cost): 12 rows stay readable on a 360 px phone. */
const ROW_HEIGHT = 40;

/**
 * Revenue per month as horizontal bars, one row per month labelled 'Jan' … 'Dez'. Twelve upright
 * bars leave about 22 px per label on a phone, so the chart's axis used to skip every other month;
 * rows never do (`interval: 0` keeps every label). Each month's no-shows, which the list below has, are a bar under its
 * revenue's.
 */
export function RevenueChart({ months }: { months: MonthRevenue[] }) {
  const data = months.map(({ month, total, noShows }) => ({ month: MONTH_NAMES[month].slice(0, 3), total, noShows: noShows.total }));
  return (
    <BarChart
      h={data.length * ROW_HEIGHT + 70}
      data={data}
      dataKey="month"
      orientation="vertical"
      series={[
        { name: 'total', label: 'Faturamento', color: 'brass.4' },
        { name: 'noShows', label: 'Perdido com faltas', color: 'red.5' },
      ]}
      withLegend
      legendProps={{ verticalAlign: 'bottom' }}
      valueFormatter={formatBRL}
      yAxisProps={{ width: 40, interval: 0 }}
      xAxisProps={{ tickFormatter: (value: number) => compactBRL.format(value) }}
      gridAxis="y"
      tickLine="none"
      barProps={{ radius: [0, 4, 4, 0] }}
      role="figure"
      aria-label="Gráfico do faturamento por mês"
    />
  );
}
