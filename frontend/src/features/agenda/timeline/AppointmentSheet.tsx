import type { ReactNode } from 'react';
import { Badge, Button, Drawer, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconArrowsMove, IconBrandWhatsapp, IconPencil, IconPhone, IconTrash } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { formatBRL } from '../../../lib/format';
import { telUrl, whatsAppUrl } from '../../../lib/contact-links';
import { clientLabel } from '../client-label';
import { hasStarted } from '../has-started';
import { AttendanceButtons } from '../components/AttendanceButtons';
import type { AgendaAppointment } from '../../../api/types';

interface AppointmentSheetProps {
  appointment: AgendaAppointment;
  endLabel: string;
  /** The owner's choice of barber (a team member's agenda): Editar and Mover come back to it. */
  barbeiro?: string;
  timeZone: string;
  onClose: () => void;
  /** Excluir: the timeline's, which outlives the sheet (its toast's Desfazer comes after the sheet closed). */
  onDelete: () => void;
  deleting: boolean;
}

/** A phone's sheet from the bottom; a dialog on a larger screen. */
const PHONE = '(max-width: 47.99em)';

/**
 * What the barber does with a booking of the day, one tap from the timeline: Compareceu / Faltou once
 * it has started, Editar, Mover, Excluir (no confirmation: the toast has Desfazer), Ligar and WhatsApp.
 */
export default function AppointmentSheet({ appointment, endLabel, barbeiro, timeZone, onClose, onDelete, deleting }: AppointmentSheetProps) {
  const phone = useMediaQuery(PHONE, true, { getInitialValueInEffect: false });
  const { id, date, label, job, price, previousPayment, clientContact, clientNoShows = 0 } = appointment;
  const clientName = clientLabel(appointment);
  const title = `${label}–${endLabel} · ${clientName}`;
  const edit = (mover: boolean) => (props: Record<string, unknown>) => (
    <Link to="/administrador/minha-agenda/formulario/$id" params={{ id }} search={{ voltar: date, mover: mover || undefined, barbeiro }} {...props} />
  );

  const body: ReactNode = (
    <Stack gap="md">
      <Stack gap={6}>
        <Text>
          {job.name} · {formatBRL(price)}
        </Text>
        <Group gap={6}>
          {appointment.outsideHours && (
            <Badge color="yellow" variant="light">
              Fora do horário de atendimento
            </Badge>
          )}
          {previousPayment && (
            <Badge color="teal" variant="light">
              Pgto. Antecipado
            </Badge>
          )}
          {clientNoShows > 0 && (
            <Badge color="orange" variant="light">
              {clientNoShows === 1 ? '1 falta' : `${clientNoShows} faltas`}
            </Badge>
          )}
        </Group>
      </Stack>
      {hasStarted(appointment, timeZone) && (
        <SimpleGrid cols={2} spacing="xs" role="group" aria-label="Presença">
          <AttendanceButtons appointment={appointment} size="lg" />
        </SimpleGrid>
      )}
      <SimpleGrid cols={3} spacing="xs">
        <Button size="lg" px="xs" variant="default" renderRoot={edit(false)} leftSection={<IconPencil size={18} aria-hidden />}>
          Editar
        </Button>
        <Button size="lg" px="xs" variant="default" renderRoot={edit(true)} leftSection={<IconArrowsMove size={18} aria-hidden />}>
          Mover
        </Button>
        <Button size="lg" px="xs" variant="light" color="red" loading={deleting} onClick={onDelete} leftSection={<IconTrash size={18} aria-hidden />}>
          Excluir
        </Button>
      </SimpleGrid>
      {clientContact ? (
        <SimpleGrid cols={2} spacing="xs">
          <Button size="lg" component="a" href={telUrl(clientContact)} variant="default" leftSection={<IconPhone size={18} aria-hidden />}>
            Ligar
          </Button>
          <Button
            size="lg"
            component="a"
            href={whatsAppUrl(clientContact)}
            target="_blank"
            rel="noopener noreferrer"
            variant="light"
            color="teal"
            leftSection={<IconBrandWhatsapp size={18} aria-hidden />}
          >
            WhatsApp
          </Button>
        </SimpleGrid>
      ) : (
        <Text c="dimmed" size="sm">
          Sem telefone
        </Text>
      )}
    </Stack>
  );

  return phone ? (
    <Drawer
      opened
      onClose={onClose}
      position="bottom"
      title={title}
      radius="md"
      // As tall as its content (Mantine's sizes are fixed heights), never over the whole screen.
      styles={{ content: { flex: '0 0 auto', height: 'auto', maxHeight: '85dvh' }, title: { fontWeight: 700 } }}
    >
      {body}
    </Drawer>
  ) : (
    <Modal opened onClose={onClose} title={title} centered styles={{ title: { fontWeight: 700 } }}>
      {body}
    </Modal>
  );
}
