import { type ChangeEvent, type FormEvent, type MouseEvent, useCallback, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { ContentDoc, ContentKind } from '../../../domain/ops/content-pages.contract';
import { OpsPermission } from '../../../domain/ops/operator-roles';
import { ApiError } from '../../api/client';
import { toErrorInfo } from '../../api/error-info';
import { Button } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { Field } from '../../components/field';
import { FileInput } from '../../components/file-input';
import { Input } from '../../components/input';
import { FailureRetry } from '../../components/load-failure';
import { Loading } from '../../components/loading';
import type { ScreenProps } from '../../routes/screen-types';
import { useApi } from '../../store/use-api';
import { addContent, getContentPage, type OpsContentPage, publishContent, saveContentDraft, unpublishContent, uploadBlogCover } from './api/content-pages';
import { IntroField, PriceGuideFields } from './ops-content-guide-parts';
import { ContentPreview, ContentStateText, isContentKind, SectionsEditor } from './ops-content-page-parts';
import {
  type AddableKind,
  type ContentValues,
  checkContent,
  contentValuesOf,
  EXTRA_FIELDS,
  formErrorsOf,
  hasSections,
  hasTitle,
  isAddableKind,
  LEAD_FIELD,
} from './ops-content-page-rules';
import { OpsFrame } from './ops-frame';
import { OPS_NEW_CONTENT_KEY, opsContentListPath, opsContentPagePath } from './ops-paths';
import { useOpsSession } from './ops-session-context';
import { taipeiTime } from './ops-time';
import './ops-content.css';
import './ops-content-pages.css';

type Loaded = { kind: 'loading' } | { kind: 'loaded'; page: OpsContentPage | undefined } | { kind: 'failed'; error: unknown };
type Confirming = 'publish' | 'unpublish' | undefined;

const INPUT_TYPE: Record<string, string> = { starts_at: 'datetime-local', ends_at: 'datetime-local', cover_image_url: 'url', reading_minutes: 'number', signup_credit: 'number' };

function Editor({ kind, page, onChanged }: { kind: ContentKind; page: OpsContentPage | undefined; onChanged: (page: OpsContentPage) => void }) {
  const { t } = useTranslation();
  const api = useApi();
  const navigate = useNavigate();
  const { sessionGone } = useOpsSession();
  const [values, setValues] = useState<ContentValues>(() => contentValuesOf(kind, page ? (page.draft ?? page.current) : null, page?.slug ?? ''));
  const [dirty, setDirty] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState<Confirming>();
  const set = (patch: Partial<ContentValues>) => {
    setValues((v) => ({ ...v, ...patch }));
    setDirty(true);
  };
  const field = (name: string) => t(`ops>contentPages>fields>${name}`);
  const coverId = useId();

  /** Runs a call; a refusal of the fields shows at the fields, anything else above the form. */
  const run = async (call: () => Promise<OpsContentPage | undefined>, done: (page: OpsContentPage) => string) => {
    setBusy(true);
    setFailure(undefined);
    setMessage(undefined);
    try {
      const next = await call();
      if (next) {
        setErrors({});
        setDirty(false);
        setMessage(done(next));
        onChanged(next);
      }
    } catch (error) {
      if (error instanceof ApiError && error.kind === 'session') return sessionGone();
      if (error instanceof ApiError && error.fields.length > 0) setErrors(formErrorsOf(kind, error.fields));
      else {
        const info = toErrorInfo(error);
        setFailure(info.text ?? t(info.messageKey ?? 'ops>contentPages>failed'));
      }
    } finally {
      setBusy(false);
      setConfirming(undefined);
    }
  };

  /** Saves the form as the draft (a new page is made first); undefined when the form has errors. */
  /** The form's edit as it will be sent, or undefined after showing what is wrong (nothing is sent). */
  const checked = (): ContentDoc | undefined => {
    const result = checkContent(kind, values);
    if ('doc' in result) return result.doc;
    setErrors(result.errors);
    setMessage(undefined);
    return undefined;
  };

  const save = async (doc: ContentDoc): Promise<OpsContentPage> => {
    if (!page) {
      const made = (await api((c) => addContent(c, kind as AddableKind, { ...doc, slug: values.slug }))).content_page;
      navigate(opsContentPagePath(kind, made.key), { replace: true });
      return made;
    }
    return (await api((c) => saveContentDraft(c, kind, page.key, doc))).content_page;
  };

  const submit = (event: FormEvent | MouseEvent) => {
    event.preventDefault();
    const doc = checked();
    if (doc) void run(() => save(doc), () => t('ops>contentPages>draftSaved'));
  };
  const publish = () => {
    const doc = dirty ? checked() : undefined;
    if (dirty && !doc) return setConfirming(undefined);
    return run(
      async () => {
        const saved = doc ? await save(doc) : page;
        return saved && (await api((c) => publishContent(c, kind, saved.key))).content_page;
      },
      (p) => t('ops>contentPages>publishedNamed', { title: p.current.title ?? p.title }),
    );
  };
  const unpublish = () => page && run(async () => (await api((c) => unpublishContent(c, kind, page.key))).content_page, () => t('ops>contentPages>unpublishedDone'));

  /** Uploads the chosen picture as the cover of the post's draft; the form keeps its other unsaved edits. */
  const uploadCover = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file || !page) return;
    setBusy(true);
    setFailure(undefined);
    setMessage(undefined);
    try {
      const next = (await api((c) => uploadBlogCover(c, page.key, file))).content_page;
      setValues((v) => ({ ...v, cover_image_url: next.draft?.cover_image_url ?? v.cover_image_url }));
      setErrors(({ cover: _cover, cover_image_url: _url, ...rest }) => rest);
      setMessage(t('ops>contentPages>coverUploaded'));
      onChanged(next);
    } catch (error) {
      if (error instanceof ApiError && error.kind === 'session') return sessionGone();
      if (error instanceof ApiError && error.fields.length > 0) setErrors((e) => ({ ...e, cover: error.fields.map((f) => f.message).join(' ') }));
      else {
        const info = toErrorInfo(error);
        setFailure(info.text ?? t(info.messageKey ?? 'ops>contentPages>failed'));
      }
    } finally {
      setBusy(false);
    }
  };

  const errorList = Object.entries(errors);
  return (
    <div className="ops-content-page">
      <form className="ops-panel ops-content-page__form" onSubmit={submit} noValidate aria-label={t('ops>contentPages>form')}>
        {page && (
          <p className="ops-content-page__state">
            <ContentStateText row={page} />
            {page.published_at && ` · ${t('ops>contentPages>publishedAt', { time: taipeiTime(page.published_at) })}`}
          </p>
        )}
        {errorList.length > 0 && (
          <div role="alert" className="ops-content-page__errors">
            <p>{t('ops>contentPages>fixFields')}</p>
            <ul>
              {errorList.map(([name, text]) => (
                <li key={name}>{text}</li>
              ))}
            </ul>
          </div>
        )}
        {!page && <Input label={field('slug')} hint={t('ops>contentPages>slugHint')} value={values.slug} error={errors.slug} onChange={(e) => set({ slug: e.target.value })} />}
        {hasTitle(kind) ? (
          <>
            <Input label={field('title')} value={values.title} error={errors.title} onChange={(e) => set({ title: e.target.value })} />
            <Input label={field(LEAD_FIELD[kind])} value={values.lead} error={errors.lead} onChange={(e) => set({ lead: e.target.value })} />
          </>
        ) : (
          page && <p className="ops-content-page__hint">{t('ops>contentPages>guideOf', { name: page.title })}</p>
        )}
        {EXTRA_FIELDS[kind].map((name) => (
          <Input
            key={name}
            label={field(name)}
            type={INPUT_TYPE[name] ?? 'text'}
            value={values[name]}
            error={errors[name]}
            hint={t(`ops>contentPages>hints>${name}`)}
            onChange={(e) => set({ [name]: e.target.value })}
          />
        ))}
        {kind === 'blog_posts' && page && (
          <Field id={coverId} label={field('cover')} error={errors.cover} hint={t('ops>contentPages>hints>cover')}>
            <FileInput
              id={coverId}
              accept="image/png,image/jpeg,image/gif"
              disabled={busy}
              aria-describedby={[`${coverId}-hint`, errors.cover ? `${coverId}-error` : ''].filter(Boolean).join(' ')}
              onChange={(e) => void uploadCover(e)}
            />
          </Field>
        )}
        {hasSections(kind) ? (
          <SectionsEditor values={values} errors={errors} withItems={kind !== 'articles'} onChange={(sections) => set({ sections })} />
        ) : (
          <IntroField values={values} errors={errors} set={set} />
        )}
        {kind === 'price_guides' && <PriceGuideFields values={values} errors={errors} set={set} />}
        {page?.previous && (
          <p className="ops-content-page__hint">
            {t('ops>contentPages>previousNamed', { title: page.previous.title ?? page.title })}{' '}
            <Button variant="ghost" onClick={() => set(contentValuesOf(kind, page.previous, page.slug))}>
              {t('ops>contentPages>loadPrevious')}
            </Button>
          </p>
        )}
        {failure && (
          <p role="alert" className="field__error">
            {failure}
          </p>
        )}
        {message && (
          <p role="status" className="ops-content__saved">
            {message}
          </p>
        )}
        {confirming ? (
          <fieldset className="ops-content-page__confirm">
            <legend>{t(`ops>contentPages>confirm>${confirming}Title`)}</legend>
            <p>{t(`ops>contentPages>confirm>${confirming}`)}</p>
            <div className="ops-actions">
              <Button disabled={busy} onClick={() => void (confirming === 'publish' ? publish() : unpublish())}>
                {t(`ops>contentPages>confirm>${confirming}Button`)}
              </Button>
              <Button variant="secondary" disabled={busy} onClick={() => setConfirming(undefined)}>
                {t('ops>contentPages>cancel')}
              </Button>
            </div>
          </fieldset>
        ) : (
          <div className="ops-actions">
            <Button disabled={busy} onClick={submit}>
              {t(page ? 'ops>contentPages>saveDraft' : 'ops>contentPages>create')}
            </Button>
            {page && (
              <Button variant="secondary" disabled={busy} onClick={() => setConfirming('publish')}>
                {t('ops>contentPages>publish')}
              </Button>
            )}
            {page?.is_published && (
              <Button variant="ghost" disabled={busy} onClick={() => setConfirming('unpublish')}>
                {t('ops>contentPages>unpublish')}
              </Button>
            )}
          </div>
        )}
      </form>
      <ContentPreview kind={kind} page={page} values={values} placeholders={page?.placeholders ?? {}} publishedAt={page?.published_at ?? page?.modified ?? ''} />
    </div>
  );
}

function ContentEditor({ kind, pageKey }: { kind: ContentKind; pageKey: string }) {
  const api = useApi();
  const { sessionGone } = useOpsSession();
  const isNew = pageKey === OPS_NEW_CONTENT_KEY && isAddableKind(kind);
  const [state, setState] = useState<Loaded>(isNew ? { kind: 'loaded', page: undefined } : { kind: 'loading' });

  const load = useCallback(async () => {
    if (isNew) return;
    setState({ kind: 'loading' });
    try {
      setState({ kind: 'loaded', page: (await api((c) => getContentPage(c, kind, pageKey))).content_page });
    } catch (error) {
      if (error instanceof ApiError && error.kind === 'session') return sessionGone();
      setState({ kind: 'failed', error });
    }
  }, [api, isNew, kind, pageKey, sessionGone]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: one call per page.
  useEffect(() => {
    void load();
  }, [kind, pageKey]);

  if (state.kind === 'loading') return <Loading />;
  if (state.kind === 'failed') return <FailureRetry failure={toErrorInfo(state.error)} onRetry={() => void load()} />;
  return <Editor key={state.page?.key ?? OPS_NEW_CONTENT_KEY} kind={kind} page={state.page} onChanged={(page) => setState({ kind: 'loaded', page })} />;
}

/** /ops/content/{kind}/{key} (support, admin): edit a page as a draft beside a preview of the public page, then publish or unpublish it. */
export default function OpsContentPageScreen({ match }: ScreenProps) {
  const { t } = useTranslation();
  const kind = match.params.kind ?? '';
  const pageKey = match.params.key ?? '';
  return (
    <OpsFrame permission={OpsPermission.EditContent}>
      {isContentKind(kind) ? (
        <>
          <p>
            <Link to={opsContentListPath(kind)}>{t('ops>contentPages>backToList', { kind: t(`ops>contentPages>kinds>${kind}`) })}</Link>
          </p>
          <h1 className="ops-title">{t(pageKey === OPS_NEW_CONTENT_KEY && isAddableKind(kind) ? `ops>contentPages>newTitle>${kind}` : 'ops>contentPages>editTitle')}</h1>
          <ContentEditor kind={kind} pageKey={pageKey} />
        </>
      ) : (
        <EmptyState title={t('ops>contentPages>unknownKind')} body={t('ops>contentPages>unknownKindBody')} />
      )}
    </OpsFrame>
  );
}
