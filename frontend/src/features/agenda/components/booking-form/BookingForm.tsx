import { Button, Stack, Switch } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { ClientDataForm } from '../../../../components/forms/ClientDataForm';
import { useBookingForm, type BookingFormSetup } from '../../use-booking-form';
import { BookingDayCalendar } from './BookingDayCalendar';
import { BookingTimes } from './BookingTimes';
import { ContactNoShows } from './ContactNoShows';
import { ServiceSelect } from './ServiceSelect';

interface BookingFormProps extends BookingFormSetup {
  saving: boolean;
  /** Mover: the calendar's chosen day has the focus from the start (the service is kept). */
  focusDate?: boolean;
}

/** Service, date, a free time, the client and 'Pgto. Antecipado'. */
export function BookingForm({ saving, focusDate = false, ...setup }: BookingFormProps) {
  const { barberId, initial, prefill } = setup;
  const { form, draft, window, date, takesTwoSlots, ownHour, changeDate, submit } = useBookingForm(setup);
  const { serviceId, hour } = form.values;

  return (
    <Stack gap="lg">
      <ServiceSelect
        barberId={barberId}
        value={serviceId}
        onChange={(next) => form.setFieldValue('serviceId', next)}
        error={form.errors.serviceId}
        current={initial?.job}
      />
      <BookingDayCalendar barberId={barberId} window={window} value={date} onChange={changeDate} focus={focusDate} />
      <BookingTimes
        barberId={barberId}
        serviceId={serviceId}
        date={date}
        takesTwoSlots={takesTwoSlots}
        bookingId={initial?.id}
        ownHour={ownHour}
        value={hour}
        onChange={(next) => form.setFieldValue('hour', next)}
        error={form.errors.hour}
      />
      <ClientDataForm
        initial={{
          clientName: initial?.clientName ?? prefill?.clientName ?? '',
          clientContact: initial?.clientContact ?? prefill?.clientContact ?? '',
        }}
        contactOptional
        draft={draft}
        onSubmit={submit}
        contactNote={(clientContact) => <ContactNoShows clientContact={clientContact} />}
      >
        <Switch
          size="md"
          label="Pgto. Antecipado"
          styles={{ body: { minHeight: 44, alignItems: 'center' } }}
          {...form.getInputProps('previousPayment', { type: 'checkbox' })}
        />
        <Button type="submit" loading={saving} leftSection={<IconDeviceFloppy size={20} aria-hidden />} mt="sm">
          {initial ? 'Salvar alterações' : 'Agendar'}
        </Button>
      </ClientDataForm>
    </Stack>
  );
}
