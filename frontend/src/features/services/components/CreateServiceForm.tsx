import { showToast } from '../../../lib/page/toast';
import { useCreateService } from '../api/create-service';
import { ServiceForm } from './ServiceForm';

interface CreateServiceFormProps {
  barberId: string;
  onCreated: () => void;
}

export function CreateServiceForm({ barberId, onCreated }: CreateServiceFormProps) {
  const createService = useCreateService(barberId);
  return (
    <ServiceForm
      saving={createService.isPending}
      onSave={(input) =>
        createService.mutate(input, {
          onSuccess: () => {
            showToast({ title: 'Sucesso!', message: 'Serviço criado.', tone: 'success' });
            onCreated();
          },
          onError: (error) => showToast({ title: 'Erro!', message: error.message }),
        })
      }
    />
  );
}
