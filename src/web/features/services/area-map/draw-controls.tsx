import type { Dispatch } from 'react';
import { useTranslation } from 'react-i18next';
import type { LatLng } from '../../../../domain/geo/geometry';
import { DRAWN_AREA_LIMITS } from '../../../../domain/geo/service-area';
import type { DrawAction, DrawMode, DrawState } from './drawn-area-state';

interface Props {
  state: DrawState;
  dispatch: Dispatch<DrawAction>;
  /** The map's centre (under the crosshair), for keyboard drawing; null until the map shows. */
  centre: LatLng | null;
  onCentreAsBase(point: LatLng): void;
}

const MODES: DrawMode[] = ['radius', 'polygon'];

/** The controls beside the map: the shape, the radius slider, and drawing without a pointer (at the crosshair). */
export function DrawControls({ state, dispatch, centre, onCentreAsBase }: Props) {
  const { t } = useTranslation();
  const { radiusMinKm, radiusMaxKm, polygonMinVertices, polygonMaxVertices } = DRAWN_AREA_LIMITS;
  return (
    <div className="area-map__controls">
      <fieldset className="area-map__modes">
        <legend>{t('services>areaMap>shape')}</legend>
        {MODES.map((mode) => (
          <label key={mode} className="area-map__mode">
            <input type="radio" name="area-map-mode" value={mode} checked={state.mode === mode} onChange={() => dispatch({ type: 'modeChosen', mode })} />
            {t(`services>areaMap>mode>${mode}`)}
          </label>
        ))}
      </fieldset>
      {state.mode === 'radius' ? (
        <>
          <p className="form__note">{t('services>areaMap>radiusHint')}</p>
          <p aria-live="polite">{state.base ? t('services>areaMap>baseSet') : t('services>areaMap>baseUnset')}</p>
          <label className="area-map__slider">
            <span>{t('services>areaMap>radius', { km: state.radiusKm })}</span>
            <input
              type="range"
              min={radiusMinKm}
              max={radiusMaxKm}
              step={0.5}
              value={state.radiusKm}
              aria-valuetext={t('services>areaMap>radius', { km: state.radiusKm })}
              onChange={(e) => dispatch({ type: 'radiusSet', km: Number(e.target.value) })}
            />
          </label>
          <button type="button" className="btn btn--secondary" disabled={!centre} onClick={() => centre && onCentreAsBase(centre)}>
            {t('services>areaMap>centreAsBase')}
          </button>
        </>
      ) : (
        <>
          <p className="form__note">{t('services>areaMap>polygonHint', { min: polygonMinVertices, max: polygonMaxVertices })}</p>
          <p aria-live="polite">{state.closed ? t('services>areaMap>polygonClosed', { count: state.ring.length }) : t('services>areaMap>polygonPoints', { count: state.ring.length })}</p>
          <div className="area-map__buttons">
            <button type="button" className="btn btn--secondary" disabled={!centre || state.closed || state.ring.length >= polygonMaxVertices} onClick={() => centre && dispatch({ type: 'mapTapped', point: centre })}>
              {t('services>areaMap>centreAsPoint')}
            </button>
            <button type="button" className="btn btn--secondary" disabled={state.ring.length === 0} onClick={() => dispatch({ type: 'undone' })}>
              {t('services>areaMap>undo')}
            </button>
            <button type="button" className="btn btn--secondary" disabled={state.closed || state.ring.length < polygonMinVertices} onClick={() => dispatch({ type: 'closed' })}>
              {t('services>areaMap>close')}
            </button>
            <button type="button" className="btn btn--ghost" disabled={state.ring.length === 0} onClick={() => dispatch({ type: 'erased' })}>
              {t('services>areaMap>erase')}
            </button>
          </div>
        </>
      )}
    </div>
  );
}
