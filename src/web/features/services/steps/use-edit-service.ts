import { useAppDispatch } from '../../../store/hooks';
import { serviceUpdated } from '../service-slice';
import { editService } from '../api/services';
import { useServiceSave } from '../use-service-save';

/** Saves some of a service's fields and stores the answer. */
export function useEditService(serviceId: number, fieldNames: readonly string[]) {
  const dispatch = useAppDispatch();
  const save = useServiceSave(fieldNames);
  const submit = async (body: Record<string, unknown>) => {
    const service = await save.run((api) => editService(api, serviceId, body));
    if (service) dispatch(serviceUpdated(service));
    return service;
  };
  return { ...save, submit };
}
