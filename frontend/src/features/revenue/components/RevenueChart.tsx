import '@mantine/charts/styles.css';

import { BarChart } from '@mantine/charts';
import { formatBRL, MONTH_NAMES } from '../../../lib/format';
import type { MonthRevenue } from '../types';

const compactBRL = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL', notation: 'compact' });

/** Revenue per month as bars; the month names are abbreviated ('Jan', 'Fev', ...). */
export function RevenueChart({ months }: { months: MonthRevenue[] }) {
  const data = months.map(({ month, total }) => ({ month: MONTH_NAMES[month].slice(0, 3), total }));
  return (
    <BarChart
      h={240}
      data={data}
      dataKey="month"
      series={[{ name: 'total', label: 'Faturamento', color: 'brass.4' }]}
      valueFormatter={formatBRL}
      yAxisProps={{ width: 64, tickFormatter: (value: number) => compactBRL.format(value) }}
      gridAxis="x"
      tickLine="none"
      barProps={{ radius: [4, 4, 0, 0] }}
      aria-label="Gráfico do faturamento por mês"
    />
  );
}
