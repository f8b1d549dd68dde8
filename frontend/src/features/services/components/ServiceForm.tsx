import { Button, Paper, Stack, Switch, TextInput, type SwitchProps } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { MoneyInput } from '../../../components/forms/MoneyInput';
import { firstFormProblem } from '../../../lib/validation/form-errors';
import { showToast } from '../../../lib/page/toast';
import { useDraftForm } from '../../../lib/draft/use-draft-form';
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
    initialValues: {
      name: service?.name ?? '',
      value: service?.value ?? '',
      doubleTime: service?.doubleTime ?? false,
      depositRequired: service?.depositRequired ?? false,
    },
    validate: serviceFormRules,
  });

  const submit = form.onSubmit(
    ({ name, value, doubleTime, depositRequired }) => onSave({ name: name.trim(), value: value as number, doubleTime, depositRequired }),
    (errors) => {
      const problem = firstFormProblem(errors, SERVICE_FORM_TOAST_TITLES);
      if (problem) showToast(problem);
    },
  );

  return (
    <Paper component="form" onSubmit={submit} withBorder p="lg" radius="lg" noValidate>
      <Stack gap="lg">
        <TextInput label="Nome" placeholder="Ex.: Corte + Barba" maxLength={SERVICE_NAME_MAX_LENGTH} {...form.getInputProps('name')} />
        <MoneyInput label="Valor" size="lg" max={MAX_SERVICE_VALUE} {...form.getInputProps('value')} />
        <FormSwitch
          label="Serviço duplo"
          description="Ocupa dois horários de 30 min, como Corte + Barba."
          {...form.getInputProps('doubleTime', { type: 'checkbox' })}
        />
        <FormSwitch
          label="Pede sinal"
          description="O cliente paga o sinal por Pix ao agendar este serviço. Vale só quando Pagamentos está em “Só serviços marcados”."
          {...form.getInputProps('depositRequired', { type: 'checkbox' })}
        />
        <Button type="submit" loading={saving} leftSection={<IconDeviceFloppy size={20} aria-hidden />}>
          Salvar
        </Button>
      </Stack>
    </Paper>
  );
}

/** A yes/no of the form, its label and hint a 44 px target. */
function FormSwitch(props: SwitchProps) {
  return <Switch size="md" styles={{ body: { minHeight: 44, alignItems: 'center' } }} {...props} />;
}
