import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OpsPermission } from '../../../domain/ops/operator-roles';
import { toErrorInfo } from '../../api/error-info';
import { Button } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { FormMessage } from '../../components/form-message';
import { FailureRetry } from '../../components/load-failure';
import { Loading } from '../../components/loading';
import { addGenre, deleteGenre, editGenre, getGenres, type OpsGenre, type OpsGenreBody, type OpsGenreList, reorderGenres, setGenreActive } from './api/catalogue-lists';
import { useApi } from '../../store/use-api';
import { CatalogueTabs, useCatalogueChange } from './ops-catalogue-parts';
import { OpsFrame } from './ops-frame';
import { GenreForm } from './ops-genre-form';
import { useOpsLoad } from './use-ops-load';
import './ops-catalogue.css';

type Editing = { genre: OpsGenre | undefined; errors: Record<string, string> } | undefined;

function GenreRow({ genre, index, count, busy, actions }: { genre: OpsGenre; index: number; count: number; busy: boolean; actions: GenreActions }) {
  const { t } = useTranslation();
  const name = genre.name;
  const deletable = genre.category_count === 0 && !genre.from_catalogue;
  return (
    <li className="ops-questions__item">
      <span className="ops-questions__label">
        {name}
        {` · ${genre.slug} · `}
        {t(genre.is_active ? 'ops>catalogue>active' : 'ops>catalogue>inactive')}
        {` · ${t('ops>catalogue>genres>categoryCount', { count: genre.category_count, active: genre.active_category_count })}`}
      </span>
      <span className="ops-actions">
        <Button variant="secondary" disabled={busy || index === 0} aria-label={t('ops>catalogue>moveUp', { label: name })} onClick={() => actions.move(index, -1)}>
          {t('ops>catalogue>up')}
        </Button>
        <Button variant="secondary" disabled={busy || index === count - 1} aria-label={t('ops>catalogue>moveDown', { label: name })} onClick={() => actions.move(index, 1)}>
          {t('ops>catalogue>down')}
        </Button>
        <Button variant="secondary" disabled={busy} aria-label={t('ops>catalogue>editOne', { label: name })} onClick={() => actions.edit(genre)}>
          {t('ops>catalogue>edit')}
        </Button>
        <Button
          variant="secondary"
          disabled={busy}
          aria-label={t(genre.is_active ? 'ops>catalogue>deactivateOne' : 'ops>catalogue>activateOne', { label: name })}
          onClick={() => actions.setActive(genre, !genre.is_active)}
        >
          {t(genre.is_active ? 'ops>catalogue>deactivate' : 'ops>catalogue>activate')}
        </Button>
        {deletable && (
          <Button variant="secondary" disabled={busy} aria-label={t('ops>catalogue>genres>deleteOne', { label: name })} onClick={() => actions.askDelete(genre)}>
            {t('ops>catalogue>genres>delete')}
          </Button>
        )}
      </span>
    </li>
  );
}

interface GenreActions {
  move: (index: number, by: -1 | 1) => void;
  edit: (genre: OpsGenre) => void;
  setActive: (genre: OpsGenre, active: boolean) => void;
  askDelete: (genre: OpsGenre) => void;
}

function GenreEditor() {
  const { t } = useTranslation();
  const api = useApi();
  const { state: loaded, reload, update } = useOpsLoad(() => api(getGenres), []);
  const { busy, notice, change } = useCatalogueChange<OpsGenreList>(update);
  // The genres as shown: moved here first, saved with "save order".
  const [order, setOrder] = useState<OpsGenre[] | undefined>();
  const [editing, setEditing] = useState<Editing>();
  const [deleting, setDeleting] = useState<OpsGenre | undefined>();

  if (loaded.kind === 'loading') return <Loading />;
  if (loaded.kind === 'failed') return <FailureRetry failure={toErrorInfo(loaded.error)} onRetry={() => void reload()} />;
  const saved = loaded.data.genres;
  const shown = order ?? saved;
  const moved = shown.some((g, i) => g.id !== saved[i]?.id);
  const run = async (call: Parameters<typeof change>[0], done: string) => {
    const refused = await change(call, done);
    if (!refused) setOrder(undefined);
    return refused;
  };
  const actions: GenreActions = {
    move: (index, by) =>
      setOrder(() => {
        const next = [...shown];
        const [item] = next.splice(index, 1);
        if (item) next.splice(index + by, 0, item);
        return next;
      }),
    edit: (genre) => setEditing({ genre, errors: {} }),
    setActive: (genre, active) =>
      void run((client) => setGenreActive(client, genre.id, active), t(active ? 'ops>catalogue>genres>activated' : 'ops>catalogue>genres>deactivated', { name: genre.name })),
    askDelete: setDeleting,
  };
  const save = async (body: OpsGenreBody) => {
    const genre = editing?.genre;
    const refused = await run((client) => (genre ? editGenre(client, genre.id, body) : addGenre(client, body)), t(genre ? 'ops>catalogue>genres>saved' : 'ops>catalogue>genres>added'));
    setEditing(refused ? { genre, errors: refused.fields } : undefined);
  };
  const remove = async (genre: OpsGenre) => {
    await run((client) => deleteGenre(client, genre.id), t('ops>catalogue>genres>deleted', { name: genre.name }));
    setDeleting(undefined);
  };
  const nextOrder = Math.max(0, ...saved.map((g) => g.display_order)) + 1;

  return (
    <>
      <FormMessage tone={notice?.tone ?? 'success'} text={notice?.text} />
      <p className="ops-hint">{t('ops>catalogue>genres>lead')}</p>
      {saved.length === 0 ? (
        <EmptyState title={t('ops>catalogue>genres>empty')} body={t('ops>catalogue>genres>emptyBody')} />
      ) : (
        <ol className="ops-questions" aria-label={t('ops>catalogue>tabs>genres')}>
          {shown.map((genre, index) => (
            <GenreRow key={genre.id} genre={genre} index={index} count={shown.length} busy={busy} actions={actions} />
          ))}
        </ol>
      )}
      {deleting && (
        <section className="ops-panel" aria-label={t('ops>catalogue>genres>deleteOne', { label: deleting.name })}>
          <p>{t('ops>catalogue>genres>confirmDelete', { name: deleting.name })}</p>
          <div className="ops-actions">
            <Button disabled={busy} onClick={() => void remove(deleting)}>
              {t('ops>catalogue>genres>confirmDeleteButton')}
            </Button>
            <Button variant="secondary" disabled={busy} onClick={() => setDeleting(undefined)}>
              {t('ops>catalogue>cancel')}
            </Button>
          </div>
        </section>
      )}
      <div className="ops-actions">
        {moved && (
          <>
            <Button disabled={busy} onClick={() => void run((client) => reorderGenres(client, shown.map((g) => g.id)), t('ops>catalogue>genres>orderSaved'))}>
              {t('ops>catalogue>saveOrder')}
            </Button>
            <Button variant="secondary" disabled={busy} onClick={() => setOrder(undefined)}>
              {t('ops>catalogue>undoOrder')}
            </Button>
          </>
        )}
        <Button variant="secondary" disabled={busy} onClick={() => setEditing({ genre: undefined, errors: {} })}>
          {t('ops>catalogue>genres>add')}
        </Button>
      </div>
      {editing && (
        <GenreForm
          key={editing.genre?.id ?? 'new'}
          genre={editing.genre}
          nextOrder={nextOrder}
          busy={busy}
          errors={editing.errors}
          onSave={(body) => void save(body)}
          onCancel={() => setEditing(undefined)}
        />
      )}
    </>
  );
}

/** /ops/catalogue/genres (support, admin): the genres in their order; add, edit, reorder, deactivate, and delete an unused one. */
export default function OpsGenresScreen() {
  const { t } = useTranslation();
  return (
    <OpsFrame permission={OpsPermission.EditCatalogue}>
      <CatalogueTabs />
      <h1 className="ops-title">{t('ops>catalogue>genres>title')}</h1>
      <GenreEditor />
    </OpsFrame>
  );
}
