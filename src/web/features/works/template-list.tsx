import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormFailure } from '../../api/error-info';
import type { QuoteTemplate } from '../services';
import { Button } from '../../components/button';
import { FormMessage } from '../../components/form-message';
import { failureText } from '../../lib/failure-text';
import { useAppDispatch } from '../../store/hooks';
import { quotePriceText } from '../projects';
import { templatePriceType } from './template-draft';
import { deleteQuoteTemplate } from './works-thunks';

const NOTE_EXCERPT_LENGTH = 60;

function excerpt(note: string): string {
  const flat = note.replace(/\s+/g, ' ').trim();
  return flat.length > NOTE_EXCERPT_LENGTH ? `${flat.slice(0, NOTE_EXCERPT_LENGTH)}…` : flat;
}

interface ItemProps {
  template: QuoteTemplate;
  onEdit: (template: QuoteTemplate) => void;
  onDeleted: (template: QuoteTemplate) => void;
}

/** One template with its price, note and files; deleting asks first, in place. */
function TemplateItem({ template, onEdit, onDeleted }: ItemProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<FormFailure | undefined>();
  const item = useRef<HTMLLIElement>(null);
  const askId = useId();
  const asked = useRef(false);

  useEffect(() => {
    // The safe answer takes the focus when the question appears; it goes back to the delete button when the question goes.
    if (asking) item.current?.querySelector<HTMLElement>('[data-focus="keep"]')?.focus();
    else if (asked.current) item.current?.querySelector<HTMLElement>('[data-focus="delete"]')?.focus();
    asked.current = asking;
  }, [asking]);

  const cancel = () => {
    setAsking(false);
    setFailure(undefined);
  };

  const remove = async () => {
    setBusy(true);
    setFailure(undefined);
    const result = await dispatch(deleteQuoteTemplate(template.id));
    // On success the item leaves the list, so nothing of its own is set any more.
    if (deleteQuoteTemplate.fulfilled.match(result)) return onDeleted(template);
    setBusy(false);
    if (result.payload) setFailure(result.payload);
  };

  const price = quotePriceText(t, { rating_type: templatePriceType(template), flat_rate_at: template.flat_rate_at, hourly_rate_at: template.hourly_rate_at, is_on_site_visit_required_for_quote: template.on_site });
  const note = excerpt(template.price_note);
  const name = template.display_name;
  return (
    <li className="template-item" ref={item}>
      <h3 className="template-item__name">{name}</h3>
      <p className="template-item__price">{price}</p>
      {note && <p className="template-item__note">{note}</p>}
      <p className="template-item__files">{template.attachments.length > 0 ? t('works>templates>files', { count: template.attachments.length }) : t('works>templates>noFiles')}</p>
      {asking ? (
        <div className="template-item__confirm">
          <p id={askId}>{t('works>templates>deleteAsk', { name })}</p>
          {failure && <FormMessage tone="error" text={failureText(t, failure)} />}
          <div className="template-item__buttons">
            <Button data-focus="keep" variant="ghost" aria-describedby={askId} onClick={cancel} disabled={busy}>
              {t('works>templates>cancel')}
            </Button>
            <Button onClick={() => void remove()} disabled={busy} aria-busy={busy || undefined}>
              {busy ? t('works>templates>deleting') : t('works>templates>deleteConfirm')}
            </Button>
          </div>
        </div>
      ) : (
        <div className="template-item__buttons">
          <Button variant="secondary" data-focus={`edit-${template.id}`} aria-label={t('works>templates>editLabel', { name })} onClick={() => onEdit(template)}>
            {t('works>templates>edit')}
          </Button>
          <Button data-focus="delete" variant="ghost" aria-label={t('works>templates>deleteLabel', { name })} onClick={() => setAsking(true)}>
            {t('works>templates>delete')}
          </Button>
        </div>
      )}
    </li>
  );
}

/** The pro's templates, newest first as the server lists them. */
export function TemplateList({ templates, onEdit, onDeleted }: { templates: readonly QuoteTemplate[]; onEdit: ItemProps['onEdit']; onDeleted: ItemProps['onDeleted'] }) {
  return (
    <ul className="template-list">
      {templates.map((template) => (
        <TemplateItem key={template.id} template={template} onEdit={onEdit} onDeleted={onDeleted} />
      ))}
    </ul>
  );
}
