import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADDRESS_MAX } from '../../../domain/requests/address';
import { DESCRIPTION_MAX } from '../../../domain/requests/quote-request.schema';
import type { QuoteRequestResponse } from '../../../domain/requests/quote-request.types';
import { type FormFailure, toFormFailure } from '../../api/error-info';
import { Button } from '../../components/button';
import { describedBy, Field } from '../../components/field';
import { TextareaField } from '../../components/textarea-field';
import { FormMessage } from '../../components/form-message';
import { Modal } from '../../components/modal';
import { failureText } from '../../lib/failure-text';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { createAppAsyncThunk } from '../../store/thunk';
import { popupSet, toastAdded } from '../../store/ui-slice';
import { fetchProject } from './projects-thunks';
import { CancelAndConfirm } from '../../components/cancel-and-confirm';

/** POST /quote_requests/edit.json: new details or address; the pros who quoted are told by the server. */
export const editProject = createAppAsyncThunk<QuoteRequestResponse, { id: number; description?: string; address?: string }, { rejectValue: FormFailure }>(
  'projects/edit',
  async (body, { extra, dispatch, rejectWithValue }) => {
    try {
      const { quote_request } = await extra.api.request<{ quote_request: QuoteRequestResponse }>('/quote_requests/edit.json', { method: 'POST', body: { ...body }, quiet: true });
      await dispatch(fetchProject(body.id));
      return quote_request;
    } catch (error) {
      return rejectWithValue(toFormFailure(error));
    }
  },
);

/** Opens the change-request popup (the spec's UI state). */
export function ChangeRequestButton() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  return (
    <Button variant="secondary" onClick={() => dispatch(popupSet({ popup: 'changeRequestPopup', open: true }))}>
      {t('lifecycle>change>button')}
    </Button>
  );
}

/** Whether a request can still be changed: open, or closed only by a hire. */
export function canChangeRequest(request: QuoteRequestResponse): boolean {
  return request.is_archived === 0 && (request.is_closed === 0 || request.stage === 'hired');
}

/** The change-request popup: the description and the street address, sent as one edit. */
export function ChangeRequestPopup({ request }: { request: QuoteRequestResponse }) {
  const open = useAppSelector((s) => s.ui.changeRequestPopup);
  // Mounted while open only, so each opening starts from the request as it is now.
  return open ? <ChangeRequestForm request={request} /> : null;
}

function ChangeRequestForm({ request }: { request: QuoteRequestResponse }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const descriptionId = useId();
  const addressId = useId();
  const [description, setDescription] = useState(request.description);
  const [address, setAddress] = useState(request.address ?? '');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<FormFailure | undefined>();
  const [unchanged, setUnchanged] = useState(false);
  const close = () => dispatch(popupSet({ popup: 'changeRequestPopup', open: false }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body: { id: number; description?: string; address?: string } = { id: request.id };
    if (description.trim() !== request.description) body.description = description.trim();
    if (address.trim() && address.trim() !== (request.address ?? '')) body.address = address.trim();
    if (body.description === undefined && body.address === undefined) {
      setUnchanged(true);
      return;
    }
    setUnchanged(false);
    setBusy(true);
    setFailure(undefined);
    const result = await dispatch(editProject(body));
    setBusy(false);
    if (editProject.fulfilled.match(result)) {
      dispatch(toastAdded({ tone: 'success', messageKey: 'lifecycle>change>done' }));
      close();
    } else if (result.payload) setFailure(result.payload);
  };
  const fieldError = (field: string) => failure?.fields.find((f) => f.field === field)?.message;
  const descriptionError = fieldError('description');
  const addressError = fieldError('address');
  const other = failure && !descriptionError && !addressError ? failure : undefined;

  return (
    <Modal open title={t('lifecycle>change>title')} onClose={close}>
      <form className="decision-form" onSubmit={(e) => void submit(e)} noValidate>
        <p>{t('lifecycle>change>body')}</p>
        <TextareaField
          id={descriptionId}
          label={t('lifecycle>change>description')}
          error={descriptionError}
          rows={4}
          maxLength={DESCRIPTION_MAX}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
        />
        <Field id={addressId} label={t('lifecycle>change>address')} error={addressError} hint={t('lifecycle>address>hint')}>
          <input
            id={addressId}
            className="input"
            maxLength={ADDRESS_MAX}
            autoComplete="street-address"
            placeholder={t('lifecycle>address>placeholder')}
            value={address}
            onChange={(e) => setAddress(e.target.value)}
            {...describedBy(addressId, addressError)}
          />
        </Field>
        {other && <FormMessage tone="error" text={failureText(t, other)} />}
        {unchanged && <FormMessage tone="error" text={t('lifecycle>change>nothing')} />}
        <div className="decision-form__buttons">
          <CancelAndConfirm busy={busy} onCancel={close} label={t('lifecycle>change>confirm')} busyLabel={t('projects>confirm>working')} />
        </div>
      </form>
    </Modal>
  );
}
