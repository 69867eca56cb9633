import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuoteAttachmentResponse } from '../../../domain/requests/quote-request.types';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import type { QuoteTemplate } from '../services';
import type { LeadDetail, QuoteBody } from './api/works';
import type { PayMode } from './pay-mode';
import { templateFile } from './quote-files';
import { type RatingType, readPrice } from './quote-price';
import { fetchQuoteTemplates } from './works-thunks';

/** What the quote form holds (type, price, note, template, files, how it pays), filled from a template on demand. */
export function useQuoteDraft(lead: LeadDetail) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const templates = useAppSelector((s) => s.works.templates);
  const [type, setType] = useState<RatingType>(lead.rating_type ?? 'flat');
  const [price, setPrice] = useState(() => String((lead.rating_type === 'hourly' ? lead.hourly_rate_at : lead.flat_rate_at) ?? ''));
  const [note, setNote] = useState(lead.price_note ?? '');
  const [templateId, setTemplateId] = useState(lead.last_used_template_id ? String(lead.last_used_template_id) : '');
  // Files already stored (on the quote, or in the template applied) and new ones to upload.
  const [kept, setKept] = useState<QuoteAttachmentResponse[]>(lead.attachments);
  const [files, setFiles] = useState<File[]>([]);
  const [filesError, setFilesError] = useState<string | undefined>();
  const [priceError, setPriceError] = useState<string | undefined>();
  const firstSend = lead.quote_sent_on === null;
  // Paying now or on contact is chosen on the first send; a sent quote keeps its mode.
  const [payMode, setPayMode] = useState<PayMode>(lead.is_contact_charge ? 'contact' : 'now');

  useEffect(() => {
    if (templates === null) void dispatch(fetchQuoteTemplates());
  }, [dispatch, templates]);

  const applyTemplate = (value: string) => {
    setTemplateId(value);
    const template = templates?.find((tpl) => String(tpl.id) === value);
    if (!template) return;
    const nextType: RatingType = template.on_site ? 'required' : template.hourly_rate_at !== null ? 'hourly' : 'flat';
    setType(nextType);
    const amount = nextType === 'hourly' ? template.hourly_rate_at : template.flat_rate_at;
    setPrice(amount === null ? '' : String(amount));
    setNote(template.price_note);
    setPriceError(undefined);
    // The template remembers how its quotes pay.
    if (firstSend) setPayMode(template.is_contact_charge === 1 ? 'contact' : 'now');
    // The template's files replace the form's, as its price and note do.
    setKept(template.attachments.map(templateFile));
    setFiles([]);
    setFilesError(undefined);
  };

  const takeSavedTemplate = (template: QuoteTemplate) => {
    setTemplateId(String(template.id));
    setKept(template.attachments.map(templateFile));
    setFiles([]);
  };

  const body = (): QuoteBody | null => {
    const amount = type === 'required' ? null : readPrice(price);
    if (type !== 'required' && amount === null) return null;
    return {
      rating_type: type,
      ...(type === 'flat' && amount !== null ? { flat_rate_at: amount } : {}),
      ...(type === 'hourly' && amount !== null ? { hourly_rate_at: amount } : {}),
      price_note: note,
      ...(templateId ? { last_used_template_id: Number(templateId) } : {}),
      is_contact_charge: firstSend ? (payMode === 'contact' ? 1 : 0) : lead.is_contact_charge,
    };
  };

  const templateInput = () => {
    const quote = body();
    if (quote === null) {
      setPriceError(t('works>quote>priceInvalid'));
      return null;
    }
    return { quote, keep: kept.map((f) => f.url), files };
  };

  return {
    templates,
    type,
    setType,
    price,
    setPrice,
    note,
    setNote,
    templateId,
    setTemplateId,
    kept,
    setKept,
    files,
    setFiles,
    filesError,
    setFilesError,
    priceError,
    setPriceError,
    firstSend,
    payMode,
    setPayMode,
    applyTemplate,
    takeSavedTemplate,
    body,
    templateInput,
  };
}
