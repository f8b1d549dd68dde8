import { Alert } from '@mantine/core';
import { showToast } from '../../../lib/toast';
import { useService } from '../api/get-service';
import { useUpdateService } from '../api/update-service';
import { ServiceForm } from './ServiceForm';
import { ServiceFormSkeleton } from './ServiceFormSkeleton';

interface EditServiceFormProps {
  serviceId: string;
  onUpdated: () => void;
}

export function EditServiceForm({ serviceId, onUpdated }: EditServiceFormProps) {
  const service = useService(serviceId);
  const updateService = useUpdateService(serviceId);

  if (service.isError) {
    return (
      <Alert color="red" title="Erro!">
        {service.error.message}
      </Alert>
    );
  }
  if (service.isPending) return <ServiceFormSkeleton />;

  return (
    <ServiceForm
      key={service.data.id}
      service={service.data}
      saving={updateService.isPending}
      onSave={(input) =>
        updateService.mutate(input, {
          onSuccess: () => {
            showToast({ title: 'Sucesso!', message: 'Serviço atualizado.', tone: 'success' });
            onUpdated();
          },
          onError: (error) => showToast({ title: 'Erro!', message: error.message }),
        })
      }
    />
  );
}
