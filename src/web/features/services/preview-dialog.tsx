import { useTranslation } from 'react-i18next';
import { ServiceEditStep } from '../../../domain/services/steps';
import { ButtonLink } from '../../components/button';
import { Modal } from '../../components/modal';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { previewClosed } from './service-slice';
import { type ServicesBase, servicePath } from './service-steps';

/** The preview of a service from the list: what consumers see first, and where to look further. */
export function PreviewDialog({ base }: { base: ServicesBase }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const previewId = useAppSelector((s) => s.service.previewId);
  const service = useAppSelector((s) => s.service.previews[s.service.previewId]);
  const close = () => dispatch(previewClosed());
  if (!service) return null;
  const fields = service.QuoteService;
  const live = service.is_public === 1 && fields.is_archived === 0;
  return (
    <Modal
      open={previewId !== 0}
      title={t('services>preview>title')}
      onClose={close}
      footer={
        <>
          {live && (
            <ButtonLink variant="secondary" to={`/service/${service.id}`} target="_blank" rel="noopener">
              {t('services>preview>open')}
            </ButtonLink>
          )}
          <ButtonLink to={servicePath(base, service.id, ServiceEditStep.PublicView)} onClick={close}>
            {t('services>preview>check')}
          </ButtonLink>
        </>
      }
    >
      <h3>{fields.display_name || t('services>untitled')}</h3>
      <p className="services__meta">{service.QuoteServiceCategory.map((c) => c.QuoteCategory.name).join('、')}</p>
      <p>{fields.description || t('services>preview>noDescription')}</p>
      <p className="services__meta">{live ? t('services>preview>live') : t('services>preview>notLive')}</p>
    </Modal>
  );
}
