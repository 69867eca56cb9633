import { lazy, Suspense, useEffect, useMemo, useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LatLng } from '../../../../domain/geo/geometry';
import { DRAWN_AREA_LIMITS } from '../../../../domain/geo/service-area';
import type { DemandResponse } from '../../../../domain/services/demand.types';
import { FormMessage } from '../../../components/form-message';
import { Loading } from '../../../components/loading';
import { useApi } from '../../../store/use-api';
import { getDrawnArea, saveDrawnArea } from '../api/drawn-area';
import { useServiceSave } from '../use-service-save';
import { DrawControls } from './draw-controls';
import { drawnAreaRequest, drawReducer, initialDrawState, savedSummary } from './drawn-area-state';
import { areaBounds, areaFeatures, demandFeatures } from './map-features';

// MapLibre GL and this canvas come in a chunk of their own, loaded only when the map shows.
const AreaMapCanvas = lazy(() => import('./area-map-canvas'));

interface Props {
  serviceId: number;
  styleUrl: string;
  demand: DemandResponse | null;
  /** The map cannot show here (no WebGL, the style unreachable): the step falls back to the lists. */
  onFailure(): void;
}

/** The service area drawn on the map: a radius about the base or a polygon, saved beside the district list. */
export function DrawnAreaEditor({ serviceId, styleUrl, demand, onFailure }: Props) {
  const { t } = useTranslation();
  const api = useApi();
  const save = useServiceSave(['latitude', 'longitude', 'radius_km', 'polygon']);
  const [state, dispatch] = useReducer(drawReducer, undefined, initialDrawState);
  const [loaded, setLoaded] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [mapReady, setMapReady] = useState(false);
  const [centre, setCentre] = useState<LatLng | null>(null);
  const [focus, setFocus] = useState<LatLng | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    api((client) => getDrawnArea(client, serviceId)).then(
      (answer) => {
        if (!live) return;
        dispatch({ type: 'loaded', drawnArea: answer.drawn_area, base: answer.base ? { lat: answer.base.latitude, lng: answer.base.longitude } : null });
        setLoaded('ready');
      },
      () => live && setLoaded('failed'),
    );
    return () => {
      live = false;
    };
  }, [api, serviceId]);

  const area = useMemo(() => areaFeatures(state), [state]);
  const heat = useMemo(() => (demand ? demandFeatures(demand.districts) : null), [demand]);
  if (loaded === 'loading') return <Loading label={t('services>areaMap>loading')} />;
  if (loaded === 'failed') return <FormMessage tone="error" text={t('services>areaMap>loadFailed')} />;

  const tap = (point: LatLng) => {
    setProblem(null);
    if (state.mode === 'radius') setFocus(point);
    dispatch({ type: 'mapTapped', point });
  };
  const submit = async (clear: boolean) => {
    const request = clear ? { body: { shape: 'none' as const } } : drawnAreaRequest(state);
    if (!request.body) {
      setProblem('key' in request.problem ? t(request.problem.key) : request.problem.text);
      return;
    }
    setProblem(null);
    const answer = await save.run((client) => saveDrawnArea(client, serviceId, request.body));
    if (answer) dispatch({ type: 'loaded', drawnArea: answer.drawn_area, base: answer.base ? { lat: answer.base.latitude, lng: answer.base.longitude } : null });
  };
  const summary = savedSummary(state.saved);
  const fieldErrors = save.failure?.fields ?? [];

  return (
    <section className="area-map" aria-labelledby="area-map-title">
      <h2 id="area-map-title" className="services__demand-title">
        {t('services>areaMap>title')}
      </h2>
      <p className="form__note">{t('services>areaMap>lead', { max: DRAWN_AREA_LIMITS.radiusMaxKm })}</p>
      <p className="area-map__saved" aria-live="polite" data-testid="area-map-saved">
        {t(summary.key, summary.values)}
      </p>
      <div className="area-map__frame">
        <Suspense fallback={<Loading label={t('services>areaMap>mapLoading')} />}>
          <AreaMapCanvas
            styleUrl={styleUrl}
            label={t('services>areaMap>mapLabel')}
            area={area}
            heat={heat}
            fit={areaBounds(state)}
            start={state.base}
            focus={focus}
            onTap={tap}
            onHandleDrag={(point) => dispatch({ type: 'handleDragged', point })}
            onCentre={setCentre}
            onReady={() => setMapReady(true)}
            onFailure={onFailure}
          />
        </Suspense>
        {mapReady && <span className="area-map__crosshair" aria-hidden="true" />}
      </div>
      {heat && <p className="form__note">{t('services>areaMap>heatLegend', { days: demand?.days ?? 0 })}</p>}
      <DrawControls
        state={state}
        dispatch={dispatch}
        centre={mapReady ? centre : null}
        onCentreAsBase={(point) => {
          setFocus(point);
          dispatch({ type: 'mapTapped', point });
        }}
      />
      {problem && <p className="field__error">{problem}</p>}
      {fieldErrors.map((f) => (
        <p key={f.field} className="field__error">
          {f.message}
        </p>
      ))}
      <FormMessage tone="error" text={save.failure && fieldErrors.length === 0 ? save.message : undefined} />
      <div className="area-map__actions">
        <button type="button" className="btn btn--primary" disabled={save.busy} aria-busy={save.busy} onClick={() => void submit(false)}>
          {save.busy ? t('common>saving') : t('services>areaMap>save')}
        </button>
        {state.saved && (
          <button type="button" className="btn btn--secondary" disabled={save.busy} onClick={() => void submit(true)}>
            {t('services>areaMap>remove')}
          </button>
        )}
      </div>
    </section>
  );
}
