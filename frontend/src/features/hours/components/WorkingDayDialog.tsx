import { ActionIcon, Button, Group, Modal, NativeSelect, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { formatHour } from '../../../lib/format';
import { showToast } from '../../../lib/toast';
import { useSetWorkingDay } from '../api/set-working-day';
import { WEEKDAYS } from '../types';
import { SUGGESTED_HOURS, suggestedBreak, timeOptions, workingHoursErrors } from '../working-hours-rules';
import type { TimeRange, WorkingDay, WorkingHours } from '../../../api/types';
import { FieldProblem } from '../../../components/FieldProblem';

interface WorkingDayDialogProps {
  userId: string;
  /** The weekday being edited; null closes the dialog. */
  day: WorkingDay | null;
  onClose: () => void;
}

/** Edits one weekday: open or off, when it opens and closes, and its breaks. */
export function WorkingDayDialog({ userId, day, onClose }: WorkingDayDialogProps) {
  return (
    <Modal opened={day !== null} onClose={onClose} title={day ? `Horário de ${WEEKDAYS[day.weekday].toLowerCase()}` : ''} centered>
      {/* Keyed by weekday: each opening starts from that day's stored hours. */}
      {day && <WorkingDayForm key={day.weekday} userId={userId} day={day} onDone={onClose} />}
    </Modal>
  );
}

function WorkingDayForm({ userId, day, onDone }: { userId: string; day: WorkingDay; onDone: () => void }) {
  const setDay = useSetWorkingDay(userId);
  const form = useForm<WorkingHours & { open: boolean }>({
    initialValues: { open: day.open || day.hours === null, ...(day.hours ?? SUGGESTED_HOURS) },
    validate: workingHoursErrors,
  });
  const { open, ...hours } = form.values;
  // The problems show as the barber changes the hours, before anything is sent.
  const errors = workingHoursErrors(hours);
  const nextBreak = suggestedBreak(hours);
  const name = WEEKDAYS[day.weekday];

  const setBreak = (index: number, range: TimeRange) => form.replaceListItem('breaks', index, range);
  const save = form.onSubmit(({ open, start, end, breaks }) =>
    setDay.mutate(
      { weekday: day.weekday, open, hours: { start, end, breaks } },
      {
        onSuccess: () => {
          showToast({ tone: 'success', title: 'Sucesso!', message: `Horário de ${name.toLowerCase()} salvo.` });
          onDone();
        },
        onError: (error) => showToast({ title: 'Erro!', message: error.message }),
      },
    ),
  );

  return (
    <form onSubmit={save} noValidate>
      <Stack gap="md">
        <Switch
          size="md"
          label="Atende neste dia"
          styles={{ body: { minHeight: 44, alignItems: 'center' } }}
          {...form.getInputProps('open', { type: 'checkbox' })}
        />
        <SimpleGrid cols={2} spacing="sm">
          <TimeSelect
            label="Abre às"
            value={hours.start}
            options={timeOptions(hours.start).slice(0, -1)}
            onChange={(start) => form.setFieldValue('start', start)}
          />
          <TimeSelect
            label="Fecha às"
            value={hours.end}
            options={timeOptions(hours.end).slice(1)}
            error={errors.end}
            onChange={(end) => form.setFieldValue('end', end)}
          />
        </SimpleGrid>

        <Stack gap="xs">
          <Text fw={700}>Intervalos</Text>
          {hours.breaks.length === 0 && (
            <Text size="sm" c="dimmed">
              Sem intervalo: atende direto.
            </Text>
          )}
          {hours.breaks.map((range, index) => (
            <Stack key={index} gap={4}>
              <Group component="fieldset" gap="xs" wrap="nowrap" align="flex-end" m={0} p={0} style={{ border: 0 }}>
                <legend className="visually-hidden">{`Intervalo ${index + 1}`}</legend>
                <TimeSelect
                  label="Início"
                  value={range.start}
                  options={timeOptions(range.start)}
                  onChange={(start) => setBreak(index, { ...range, start })}
                />
                <TimeSelect label="Fim" value={range.end} options={timeOptions(range.end)} onChange={(end) => setBreak(index, { ...range, end })} />
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size={42}
                  aria-label={`Remover intervalo das ${formatHour(range.start)}`}
                  onClick={() => form.removeListItem('breaks', index)}
                >
                  <IconTrash size={20} aria-hidden />
                </ActionIcon>
              </Group>
              <FieldProblem>{errors[`breaks.${index}`]}</FieldProblem>
            </Stack>
          ))}
          <Button
            variant="light"
            leftSection={<IconPlus size={18} aria-hidden />}
            disabled={nextBreak === null}
            onClick={() => nextBreak && form.insertListItem('breaks', nextBreak)}
            style={{ alignSelf: 'flex-start' }}
          >
            Adicionar intervalo
          </Button>
        </Stack>

        {!open && (
          <Text size="sm" c="dimmed">
            Folga: os clientes não agendam neste dia. O horário fica guardado para quando voltar a atender.
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancelar
          </Button>
          <Button type="submit" disabled={Object.keys(errors).length > 0} loading={setDay.isPending}>
            Salvar
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

interface TimeSelectProps {
  label: string;
  value: number;
  error?: string;
  options: number[];
  onChange: (value: number) => void;
}

/** A time of the 30-minute grid in the phone's own picker. */
function TimeSelect({ label, value, options, error, onChange }: TimeSelectProps) {
  return (
    <NativeSelect
      label={label}
      error={error}
      size="md"
      style={{ flex: 1 }}
      value={String(value)}
      data={options.map((time) => ({ value: String(time), label: formatHour(time) }))}
      onChange={(event) => onChange(Number(event.currentTarget.value))}
    />
  );
}
