import { Button, Group, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import { timeOptions } from '../working-hours-rules';
import { useWorkingDayForm } from '../use-working-day-form';
import type { WorkingDay } from '../../../api/types';
import { TimeSelect } from './TimeSelect';
import { WorkingDayBreaks } from './WorkingDayBreaks';

/** Open or off, when the weekday opens and closes, its breaks; Salvar closes the dialog once saved. */
export function WorkingDayForm({ barberId, day, onDone }: { barberId: string; day: WorkingDay; onDone: () => void }) {
  const { form, open, hours, errors, nextBreak, save, saving } = useWorkingDayForm(barberId, day, onDone);

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

        <WorkingDayBreaks
          breaks={hours.breaks}
          errors={errors}
          nextBreak={nextBreak}
          onChange={(index, range) => form.replaceListItem('breaks', index, range)}
          onRemove={(index) => form.removeListItem('breaks', index)}
          onAdd={(range) => form.insertListItem('breaks', range)}
        />

        {!open && (
          <Text size="sm" c="dimmed">
            Folga: os clientes não agendam neste dia. O horário fica guardado para quando voltar a atender.
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancelar
          </Button>
          <Button type="submit" disabled={Object.keys(errors).length > 0} loading={saving}>
            Salvar
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
