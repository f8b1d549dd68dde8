import { useState, type FormEvent } from 'react';
import { Button, NumberInput, Paper, Stack, Switch, TextInput } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useFormDraftState } from '../../../lib/form-draft';
import { showToast } from '../../../lib/toast';
import type { ValidationProblem } from '../../../lib/validation-problem';
import type { ServiceInput } from '../types';
import type { Service } from '../../../api/types';
import { MAX_SERVICE_VALUE, SERVICE_NAME_MAX_LENGTH, validateServiceForm } from '../validate-service-form';

interface ServiceFormProps {
  /** The service being edited; a new one when absent. */
  service?: Service;
  saving: boolean;
  onSave: (input: ServiceInput) => void;
}

export function ServiceForm({ service, saving, onSave }: ServiceFormProps) {
  const draft = `service:${service?.id ?? 'new'}`;
  const [name, setName] = useFormDraftState(draft, 'name', service?.name ?? '');
  const [value, setValue] = useFormDraftState<number | string>(draft, 'value', service?.value ?? '');
  const [doubleTime, setDoubleTime] = useFormDraftState(draft, 'doubleTime', service?.doubleTime ?? false);
  const [problem, setProblem] = useState<ValidationProblem | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateServiceForm(name, value);
    setProblem(found);
    if (found) {
      showToast(found);
      return;
    }
    onSave({ name: name.trim(), value: value as number, doubleTime });
  };

  return (
    <Paper component="form" onSubmit={submit} withBorder p="lg" radius="lg" noValidate>
      <Stack gap="lg">
        <TextInput
          label="Nome"
          placeholder="Ex.: Corte + Barba"
          maxLength={SERVICE_NAME_MAX_LENGTH}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          error={problem?.title === 'NOME inválido.' && problem.message}
        />
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
          value={value}
          onChange={setValue}
          error={problem?.title === 'VALOR inválido.' && problem.message}
        />
        <Switch
          size="md"
          label="Serviço duplo"
          description="Ocupa dois horários de 30 min, como Corte + Barba."
          checked={doubleTime}
          onChange={(event) => setDoubleTime(event.currentTarget.checked)}
        />
        <Button type="submit" loading={saving} leftSection={<IconDeviceFloppy size={20} aria-hidden />}>
          Salvar
        </Button>
      </Stack>
    </Paper>
  );
}
