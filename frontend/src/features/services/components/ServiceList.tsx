import { useState } from 'react';
import { Button, EmptyState, Stack } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { IconPlus, IconScissors } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { showToast } from '../../../lib/page/toast';
import { barberServicesQueryOptions } from '../../../api/services/get-barber-services';
import { useDeleteService } from '../api/delete-service';
import type { Service } from '../../../api/types';
import { DeleteServiceDialog } from './DeleteServiceDialog';
import { ServiceListItem } from './ServiceListItem';

/** The barber's services (the route loaded them), each with edit and delete. */
export function ServiceList({ barberId }: { barberId: string }) {
  const { data: services } = useSuspenseQuery(barberServicesQueryOptions(barberId));
  const deleteService = useDeleteService();
  const [toDelete, setToDelete] = useState<Service | null>(null);

  const confirmDelete = (service: Service) =>
    deleteService.mutate(service.id, {
      onSuccess: () => {
        setToDelete(null);
        showToast({ title: 'Sucesso!', message: 'Serviço excluído.', tone: 'success' });
      },
      onError: (error) => showToast({ title: 'Erro!', message: error.message }),
    });

  if (services.length === 0) {
    return (
      <EmptyState
        icon={<IconScissors size={28} />}
        withIndicatorBackground
        title="Nenhum serviço cadastrado."
        description="Os clientes só veem você na agenda depois do primeiro serviço."
      >
        <EmptyState.Actions>
          <Button component={Link} to="/administrador/servicos/formulario" size="md" leftSection={<IconPlus size={18} aria-hidden />}>
            Novo Serviço
          </Button>
        </EmptyState.Actions>
      </EmptyState>
    );
  }

  return (
    <>
      <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Serviços">
        {services.map((service) => (
          <ServiceListItem key={service.id} service={service} onDelete={setToDelete} />
        ))}
      </Stack>
      <DeleteServiceDialog service={toDelete} deleting={deleteService.isPending} onConfirm={confirmDelete} onClose={() => setToDelete(null)} />
    </>
  );
}
