import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { OpsPermission } from '../../../domain/ops/operator-roles';
import { type ApiClient, ApiError } from '../../api/client';
import { asFormFailure, toErrorInfo } from '../../api/error-info';
import { Button } from '../../components/button';
import { FormMessage } from '../../components/form-message';
import { FailureRetry } from '../../components/load-failure';
import { Loading } from '../../components/loading';
import { failureText } from '../../lib/failure-text';
import type { ScreenProps } from '../../routes/screen-types';
import { useApi } from '../../store/use-api';
import { addQuestion, editCategory, editQuestion, getCategoryView, type OpsCategoryView, type OpsQuestion, reorderQuestions, setQuestionActive } from './api/catalogue';
import { CategoryForm } from './ops-category-form';
import { FormPreview } from './ops-form-preview';
import { OpsFrame } from './ops-frame';
import { OPS_CATALOGUE_PATH } from './ops-paths';
import { QuestionDialog } from './ops-question-dialog';
import { QuestionList } from './ops-question-list';
import { useOpsSession } from './ops-session-context';
import './ops-catalogue.css';

type Loaded = { kind: 'loading' } | { kind: 'loaded'; view: OpsCategoryView } | { kind: 'failed'; error: unknown };
type Call = (client: ApiClient) => Promise<OpsCategoryView>;
type Dialog = { question: OpsQuestion | undefined; error?: string } | undefined;

const activeOf = (view: OpsCategoryView) => view.questions.filter((q) => q.is_active).sort((a, b) => a.display_order - b.display_order);

function CategoryEditor({ id }: { id: number }) {
  const { t } = useTranslation();
  const api = useApi();
  const { sessionGone } = useOpsSession();
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });
  // The active questions as shown: moved here first, saved with "save order".
  const [order, setOrder] = useState<OpsQuestion[]>([]);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | undefined>();
  const [dialog, setDialog] = useState<Dialog>();

  const show = useCallback((view: OpsCategoryView) => {
    setLoaded({ kind: 'loaded', view });
    setOrder(activeOf(view));
  }, []);
  const load = useCallback(async () => {
    setLoaded({ kind: 'loading' });
    try {
      show(await api((client) => getCategoryView(client, id)));
    } catch (error) {
      if (error instanceof ApiError && error.kind === 'session') return sessionGone();
      setLoaded({ kind: 'failed', error });
    }
  }, [api, id, sessionGone, show]);
  useEffect(() => {
    void load();
  }, [load]);

  /** Runs a change; true when saved, else the refusal's text (the session ending leaves the page). */
  const change = async (call: Call, done: string): Promise<true | string> => {
    setBusy(true);
    setNotice(undefined);
    try {
      show(await api<OpsCategoryView>(call));
      setNotice({ tone: 'success', text: done });
      return true;
    } catch (error) {
      if (error instanceof ApiError && error.kind === 'session') {
        sessionGone();
        return true;
      }
      const failure = asFormFailure(error);
      return failure.fields[0]?.message ?? failureText(t, failure);
    } finally {
      setBusy(false);
    }
  };
  const act = async (call: Call, done: string) => {
    const result = await change(call, done);
    if (result !== true) setNotice({ tone: 'error', text: result });
  };

  if (loaded.kind === 'loading') return <Loading />;
  if (loaded.kind === 'failed') return <FailureRetry failure={toErrorInfo(loaded.error)} onRetry={() => void load()} />;
  const { view } = loaded;
  const saved = activeOf(view).map((q) => q.id);
  const moved = order.some((q, i) => q.id !== saved[i]);
  const move = (index: number, by: -1 | 1) =>
    setOrder((list) => {
      const next = [...list];
      const [item] = next.splice(index, 1);
      if (item) next.splice(index + by, 0, item);
      return next;
    });
  const saveQuestion = async (body: Parameters<typeof addQuestion>[2]) => {
    const question = dialog?.question;
    const result = await change(
      (client) => (question ? editQuestion(client, question.id, body) : addQuestion(client, id, body)),
      t(question ? 'ops>catalogue>questionSaved' : 'ops>catalogue>questionAdded'),
    );
    setDialog(result === true ? undefined : { question, error: result });
  };

  return (
    <>
      <h1 className="ops-title">{view.quote_category.name}</h1>
      <FormMessage tone={notice?.tone ?? 'success'} text={notice?.text} />
      <CategoryForm key={JSON.stringify(view.quote_category)} view={view} busy={busy} onSave={(body) => void act((client) => editCategory(client, id, body), t('ops>catalogue>categorySaved'))} />
      <section className="ops-panel" aria-label={t('ops>catalogue>questions')}>
        <h2 className="ops-subtitle">{t('ops>catalogue>questions')}</h2>
        <QuestionList
          active={order}
          retired={view.questions.filter((q) => !q.is_active)}
          busy={busy}
          onMove={move}
          onEdit={(question) => setDialog({ question })}
          onSetActive={(question, active) =>
            void act((client) => setQuestionActive(client, question.id, active), t(active ? 'ops>catalogue>activated' : 'ops>catalogue>deactivated', { label: question.label }))
          }
        />
        <div className="ops-actions">
          {moved && (
            <>
              <Button disabled={busy} onClick={() => void act((client) => reorderQuestions(client, id, order.map((q) => q.id)), t('ops>catalogue>orderSaved'))}>
                {t('ops>catalogue>saveOrder')}
              </Button>
              <Button variant="secondary" disabled={busy} onClick={() => setOrder(activeOf(view))}>
                {t('ops>catalogue>undoOrder')}
              </Button>
            </>
          )}
          <Button variant="secondary" disabled={busy} onClick={() => setDialog({ question: undefined })}>
            {t('ops>catalogue>addQuestion')}
          </Button>
        </div>
      </section>
      <FormPreview questions={order} />
      {dialog && <QuestionDialog question={dialog.question} busy={busy} error={dialog.error} onSave={(body) => void saveQuestion(body)} onClose={() => setDialog(undefined)} />}
    </>
  );
}

/** /ops/catalogue/{id} (support, admin): a category's fields, its questions (order, edit, retire) and a preview of its request form. */
export default function OpsCategoryScreen({ match }: ScreenProps) {
  const { t } = useTranslation();
  const raw = match.params.id ?? '';
  const id = /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : undefined;
  return (
    <OpsFrame permission={OpsPermission.EditCatalogue}>
      <p>
        <Link to={OPS_CATALOGUE_PATH}>{t('ops>catalogue>backToList')}</Link>
      </p>
      {id === undefined ? <p role="alert">{t('ops>catalogue>notFound')}</p> : <CategoryEditor id={id} />}
    </OpsFrame>
  );
}
