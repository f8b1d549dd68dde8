import { Button, NativeSelect, NumberInput, SegmentedControl, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { barberServicesQueryOptions } from '../../../../api/services/get-barber-services';
import { MoneyInput } from '../../../../components/forms/MoneyInput';
import type { ShopDate } from '../../../../lib/time/shop-types';
import type { RateFormValues } from '../../rate-terms';
import { useRateForm } from './use-rate-form';

interface RateFormProps {
  barberId: string;
  today: ShopDate;
  /** The barber has no rate yet: the first may start in a past month. */
  firstRate: boolean;
  onSaved: () => void;
}

/** A new rate for a barber from a day: a percentage of the price or a fixed amount, for all their services or one. */
export function RateForm({ barberId, today, firstRate, onSaved }: RateFormProps) {
  const services = useQuery(barberServicesQueryOptions(barberId));
  const { form, submit, saving } = useRateForm(barberId, today, firstRate, onSaved);
  const serviceOptions = [
    { value: '', label: 'Todos os serviços (taxa geral)' },
    ...(services.data ?? []).map((service) => ({ value: service.id, label: service.name })),
  ];

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <SegmentedControl
          fullWidth
          size="md"
          aria-label="Tipo de comissão"
          data={[
            { value: 'percent', label: 'Porcentagem' },
            { value: 'fixed', label: 'Valor fixo' },
          ]}
          {...form.getInputProps('kind')}
        />
        <RateAmountField form={form} />
        <NativeSelect
          label="Serviço"
          description={
            services.isError ? 'Não foi possível carregar os serviços: a taxa vale para todos.' : 'A taxa de um serviço vale no lugar da geral.'
          }
          data={serviceOptions}
          size="lg"
          {...form.getInputProps('jobId')}
        />
        <TextInput
          type="date"
          label="Começa a valer em"
          description={firstRate ? 'A primeira taxa pode valer desde meses passados.' : 'Do mês atual em diante: meses passados não mudam.'}
          size="lg"
          {...form.getInputProps('startsOn')}
        />
        <Button type="submit" size="md" loading={saving}>
          Salvar taxa
        </Button>
      </Stack>
    </form>
  );
}

/** The percentage, or the amount in reais, as the kind chosen. */
function RateAmountField({ form }: { form: UseFormReturnType<RateFormValues> }) {
  if (form.getValues().kind === 'fixed')
    return (
      <MoneyInput
        label="Valor por atendimento"
        description="O barbeiro recebe esse valor em cada atendimento."
        size="lg"
        max={100_000}
        {...form.getInputProps('fixed')}
      />
    );
  return (
    <NumberInput
      label="Porcentagem do preço"
      description="A parte do barbeiro em cada atendimento."
      placeholder="50"
      suffix=" %"
      decimalSeparator=","
      decimalScale={2}
      allowNegative={false}
      min={0}
      max={100}
      clampBehavior="strict"
      hideControls
      inputMode="decimal"
      size="lg"
      data-autofocus
      {...form.getInputProps('percent')}
    />
  );
}
