import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QUOTE_TEMPLATES_MAX } from '../../../domain/bids/quote-template';
import type { QuoteTemplate } from '../services';
import { Button } from '../../components/button';
import { Modal } from '../../components/modal';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { toastAdded } from '../../store/ui-slice';
import type { StoredTemplate } from './api/template';
import { TemplateForm } from './template-form';
import { TemplateList } from './template-list';
import { fetchQuoteTemplates } from './works-thunks';

type View = { kind: 'list' } | { kind: 'form'; template: StoredTemplate | null };

function ListBody({ templates, onAdd, onEdit, onDeleted }: { templates: readonly QuoteTemplate[]; onAdd: () => void; onEdit: (t: QuoteTemplate) => void; onDeleted: (t: QuoteTemplate) => void }) {
  const { t } = useTranslation();
  const full = templates.length >= QUOTE_TEMPLATES_MAX;
  return (
    <>
      <p className="template-manager__lead">{t('works>templates>lead')}</p>
      <Button data-focus="add" onClick={onAdd} disabled={full}>
        {t('works>templates>add')}
      </Button>
      {full && <p className="field__hint">{t('works>templates>full', { max: QUOTE_TEMPLATES_MAX })}</p>}
      {templates.length === 0 ? (
        <div className="template-manager__empty">
          <h3>{t('works>templates>emptyTitle')}</h3>
          <p>{t('works>templates>emptyBody')}</p>
        </div>
      ) : (
        <TemplateList templates={templates} onEdit={onEdit} onDeleted={onDeleted} />
      )}
    </>
  );
}

/** The manage button beside the template select: a dialog to list, add, edit and delete the pro's templates. */
export function TemplateManager({ onDeleted }: { onDeleted?: (id: number) => void }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const templates = useAppSelector((s) => s.works.templates);
  const [open, setOpen] = useState(false);
  const [view, setView] = useState<View>({ kind: 'list' });
  const [loadFailed, setLoadFailed] = useState(false);
  // Where the focus goes once the list is back (the element's data-focus).
  const [focusTo, setFocusTo] = useState<string | null>(null);
  const body = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (focusTo === null) return;
    body.current?.querySelector<HTMLElement>(`[data-focus="${focusTo}"]`)?.focus();
    setFocusTo(null);
  }, [focusTo]);

  const load = async () => {
    setLoadFailed(false);
    const result = await dispatch(fetchQuoteTemplates());
    if (!fetchQuoteTemplates.fulfilled.match(result)) setLoadFailed(true);
  };

  const show = () => {
    setView({ kind: 'list' });
    setOpen(true);
    if (templates === null) void load();
  };

  const openForm = (template: StoredTemplate | null) => {
    setView({ kind: 'form', template });
    setFocusTo('name');
  };

  const backToList = (focus: string) => {
    setView({ kind: 'list' });
    setFocusTo(focus);
  };

  const saved = (template: QuoteTemplate) => {
    dispatch(toastAdded({ tone: 'success', text: t('works>templates>saved', { name: template.display_name }) }));
    backToList(`edit-${template.id}`);
  };

  const deleted = (template: QuoteTemplate) => {
    dispatch(toastAdded({ tone: 'success', text: t('works>templates>deleted', { name: template.display_name }) }));
    onDeleted?.(template.id);
    setFocusTo('add');
  };

  let title = t('works>templates>title');
  if (view.kind === 'form') title = view.template ? t('works>templates>form>editTitle') : t('works>templates>form>addTitle');
  return (
    <>
      <Button variant="secondary" className="quote-form__manage" aria-haspopup="dialog" onClick={show}>
        {t('works>templates>manage')}
      </Button>
      <Modal open={open} title={title} onClose={() => setOpen(false)}>
        <div ref={body} className="template-manager">
          {view.kind === 'form' && (
            <TemplateForm
              key={view.template?.id ?? 'new'}
              template={view.template}
              onSaved={saved}
              onCancel={() => backToList(view.template ? `edit-${view.template.id}` : 'add')}
            />
          )}
          {view.kind === 'list' && templates !== null && (
            <ListBody templates={templates} onAdd={() => openForm(null)} onEdit={openForm} onDeleted={deleted} />
          )}
          {view.kind === 'list' && templates === null && !loadFailed && (
            <p className="template-manager__status" role="status">
              {t('works>templates>loading')}
            </p>
          )}
          {view.kind === 'list' && templates === null && loadFailed && (
            <div className="template-manager__status" role="alert">
              <p>{t('works>templates>loadFailed')}</p>
              <Button variant="secondary" onClick={() => void load()}>
                {t('common>retry')}
              </Button>
            </div>
          )}
        </div>
      </Modal>
    </>
  );
}
