import '@mantine/dates/styles.css';
import 'dayjs/locale/pt-br';
import { useState } from 'react';
import { Alert, Anchor, Button, Center, Stack, Text } from '@mantine/core';
import { DatePicker } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { IconCalendarPlus } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { firstFormError } from '../../../lib/form-errors';
import { formatDate, formatLongDate } from '../../../lib/format';
import { fromIsoDate, toIsoDate } from '../../../lib/iso-date';
import type { ShopDate } from '../../../lib/shop-types';
import { showToast } from '../../../lib/toast';
import { useCreateDaysOffRange } from '../api/create-days-off-range';
import { daysInRange } from '../days-off-runs';
import { dayOffRangeFormRules, type DayRange } from '../form-rules';
import { FieldProblem } from '../../../components/FieldProblem';

/** A period without appointments (holidays, vacations): its first and last day tapped on a calendar, added in one action. */
export function DayOffRangeForm({ userId, today, daysOff }: { userId: string; today: ShopDate; daysOff: ShopDate[] }) {
  const createRange = useCreateDaysOffRange(userId);
  const form = useForm<{ range: DayRange }>({ initialValues: { range: [null, null] }, validate: dayOffRangeFormRules });
  const [keptBookings, setKeptBookings] = useState<ShopDate[]>([]);
  const [first, last] = form.values.range.map((value) => (value ? fromIsoDate(value) : null));
  const length = first && last ? daysInRange(first, last) : 0;
  const alreadyOff = new Set(daysOff.map(toIsoDate));

  const add = () => {
    if (!first || !last) return;
    createRange.mutate(
      { from: first, to: last },
      {
        onSuccess: ({ daysWithAppointments }) => {
          showToast({ tone: 'success', title: 'Sucesso!', message: `Período sem agenda adicionado (${length === 1 ? '1 dia' : `${length} dias`}).` });
          setKeptBookings(daysWithAppointments);
          form.reset();
        },
        onError: (error) => showToast({ title: 'Erro!', message: error.message }),
      },
    );
  };

  const submit = form.onSubmit(add, (errors) => showToast({ message: firstFormError(errors, ['range']) }));

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          Feriados, férias: toque no primeiro e no último dia do período. Os dias apagados já estão sem agenda.
        </Text>
        <Center>
          <DatePicker
            type="range"
            allowSingleDateInRange
            locale="pt-br"
            firstDayOfWeek={0}
            weekendDays={[]}
            size="md"
            value={form.values.range}
            onChange={(value) => form.setFieldValue('range', value)}
            minDate={toIsoDate(today)}
            maxDate={toIsoDate({ year: today.year + 1, month: 11, day: 31 })}
            previousLabel="Mês anterior"
            nextLabel="Próximo mês"
            hideOutsideDates
            excludeDate={(date) => alreadyOff.has(date)}
            getDayAriaLabel={(date) => {
              const { year, month, day } = fromIsoDate(date);
              return `${formatLongDate(day, month, year)}${alreadyOff.has(date) ? ': já sem agenda' : ''}`;
            }}
          />
        </Center>
        <Text fw={700} aria-live="polite">
          {first && last
            ? `${formatDate(first.day, first.month, first.year)} a ${formatDate(last.day, last.month, last.year)} · ${length === 1 ? '1 dia' : `${length} dias`}`
            : first
              ? `A partir de ${formatDate(first.day, first.month, first.year)}: toque no último dia.`
              : 'Nenhum período escolhido.'}
        </Text>
        <FieldProblem>{form.errors.range}</FieldProblem>
        <Button type="submit" leftSection={<IconCalendarPlus size={20} aria-hidden />} disabled={!first || !last} loading={createRange.isPending}>
          Adicionar período
        </Button>
        {keptBookings.length > 0 && (
          <Alert
            color="brass"
            variant="light"
            title="Agendamentos mantidos"
            withCloseButton
            closeButtonLabel="Fechar"
            onClose={() => setKeptBookings([])}
            role="status"
          >
            {keptBookings.length === 1
              ? 'Um dia do período já tinha agendamentos, que continuam marcados: '
              : 'Alguns dias do período já tinham agendamentos, que continuam marcados: '}
            {keptBookings.map((date) => formatDate(date.day, date.month, date.year)).join(', ')}.{' '}
            <Anchor renderRoot={(props) => <Link to="/administrador/minha-agenda" {...props} />}>Ver na agenda</Anchor> para avisar ou remarcar os
            clientes.
          </Alert>
        )}
      </Stack>
    </form>
  );
}
