import { useSuspenseQuery } from '@tanstack/react-query';
import { showToast } from '../../../lib/page/toast';
import { serviceQueryOptions } from '../../../api/services/get-service';
import { useUpdateService } from '../api/update-service';
import { ServiceForm } from './ServiceForm';

interface EditServiceFormProps {
  serviceId: string;
  onUpdated: () => void;
}

/** The service's form, filled in with it (the route loaded it). */
export function EditServiceForm({ serviceId, onUpdated }: EditServiceFormProps) {
  const { data: service } = useSuspenseQuery(serviceQueryOptions(serviceId));
  const updateService = useUpdateService(serviceId);

  return (
    <ServiceForm
      key={service.id}
      service={service}
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
