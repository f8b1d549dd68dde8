import { Button, NumberInput, Paper, Stack, Switch, TextInput } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { firstFormProblem } from '../../../lib/form-errors';
import { showToast } from '../../../lib/toast';
import { useDraftForm } from '../../../lib/use-draft-form';
import type { Service, ServiceInput } from '../../../api/types';
import { MAX_SERVICE_VALUE, SERVICE_FORM_TOAST_TITLES, SERVICE_NAME_MAX_LENGTH, serviceFormRules, type ServiceFormValues } from '../form-rules';

interface ServiceFormProps {
  /** The service being edited; a new one when absent. */
  service?: Service;
  saving: boolean;
  onSave: (input: ServiceInput) => void;
}

export function ServiceForm({ service, saving, onSave }: ServiceFormProps) {
  const form = useDraftForm<ServiceFormValues>(`service:${service?.id ?? 'new'}`, {
    initialValues: { name: service?.name ?? '', value: service?.value ?? '', doubleTime: service?.doubleTime ?? false },
    validate: serviceFormRules,
  });

  const submit = form.onSubmit(
    ({ name, value, doubleTime }) => onSave({ name: name.trim(), value: value as number, doubleTime }),
    (errors) => {
      const problem = firstFormProblem(errors, SERVICE_FORM_TOAST_TITLES);
      if (problem) showToast(problem);
    },
  );

  return (
    <Paper component="form" onSubmit={submit} withBorder p="lg" radius="lg" noValidate>
      <Stack gap="lg">
        <TextInput label="Nome" placeholder="Ex.: Corte + Barba" maxLength={SERVICE_NAME_MAX_LENGTH} {...form.getInputProps('name')} />
        <NumberInput
          label="Valor"
          size="lg"
          placeholder="R$ 0,00"
          prefix="R$ "
          decimalSeparator=","
          thousandSeparator="."
          decimalScale={2}
          fixedDecimalScale
          allowNegative={false}
          max={MAX_SERVICE_VALUE}
          clampBehavior="strict"
          hideControls
          inputMode="decimal"
          {...form.getInputProps('value')}
        />
        <Switch
          size="md"
          styles={{ body: { minHeight: 44, alignItems: 'center' } }}
          label="Serviço duplo"
          description="Ocupa dois horários de 30 min, como Corte + Barba."
          {...form.getInputProps('doubleTime', { type: 'checkbox' })}
        />
        <Button type="submit" loading={saving} leftSection={<IconDeviceFloppy size={20} aria-hidden />}>
          Salvar
        </Button>
      </Stack>
    </Paper>
  );
}
